import type { InfoPageKey } from './types';

/** Where each information page lives (Albanian paths, like the rest of the site). */
export const infoPaths: Record<InfoPageKey, string> = {
  travelTips: '/keshilla-per-udhetim',
  travelRules: '/rregullat-e-udhetimit',
  about: '/rreth-nesh',
  cookies: '/politika-e-cookies',
  privacy: '/privatesia',
  b2b: '/b2b',
};

/** The cookie policy's section the footer's "Ndrysho cilësimet e Cookies" opens. */
export const cookieSettingsPath = `${infoPaths.cookies}#cilesimet`;
