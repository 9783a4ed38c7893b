/**
 * Nationalities as ISO 3166-1 alpha-2 codes (XK: Kosovo), the ones the API takes
 * (api/src/modules/passengers/passenger-rules.ts), named in the page's language by the browser's own
 * Intl (no list of names to ship). The agency's usual ones come first.
 */
const CODES = [
  'AD AE AF AG AI AL AM AO AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR',
  'BS BT BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ',
  'EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU',
  'GW GY HK HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW',
  'KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT',
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS',
  'PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ',
  'TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF',
  'WS XK YE YT ZA ZM ZW',
].join(' ').split(' ');
const FIRST = ['XK', 'AL', 'MK', 'ME', 'RS', 'DE', 'CH', 'AT'];

/** Code and name, the usual ones first, the rest by name. */
export function nationalities(language: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
  const named = (code: string) => ({ code, name: names.of(code) ?? code });
  const rest = CODES.filter((c) => !FIRST.includes(c)).map(named).sort((a, b) => a.name.localeCompare(b.name, language));
  return [...FIRST.map(named), ...rest];
}
