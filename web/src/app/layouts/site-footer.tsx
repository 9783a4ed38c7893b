import { useTranslation } from '../../lib/i18n/translation';
import { Link } from 'react-router';
import { cookieSettingsPath, infoPaths } from '../../features/info/content/paths';
import { SubscribeBox } from '../../features/subscribe/components/subscribe-box';
import { searchUrl } from '../../lib/search-url';

// Top destinations open the search page for that place (the old footer links went nowhere); a resort
// without packages of its own gets the nearest one offered there (lib/nearby-places.ts).
const topDestinations = ['Alanya', 'Antalya', 'Belek', 'Lara', 'Kemer', 'Side', 'Bodrum'];
const stats = ['footer.callCenter', 'footer.consultants', 'footer.tourists', 'footer.experience'] as const;
// Every item a page of its own (the old footer's were plain text).
const info = [
  { key: 'footer.travelTips', to: infoPaths.travelTips },
  { key: 'footer.travelRules', to: infoPaths.travelRules },
  { key: 'footer.about', to: infoPaths.about },
  { key: 'footer.cookiePolicy', to: infoPaths.cookies },
  { key: 'footer.cookieSettings', to: cookieSettingsPath },
  { key: 'footer.privacy', to: infoPaths.privacy },
] as const;
const bookings = [
  { key: 'footer.clientCare', to: '/kontakt' },
  { key: 'footer.b2b', to: infoPaths.b2b },
] as const;

const heading = 'mb-3 text-sm font-bold uppercase tracking-wide text-white';
const link = 'rounded text-sky-100 hover:text-white hover:underline';

function LinkItems({ items }: { items: readonly { key: (typeof info)[number]['key'] | (typeof bookings)[number]['key']; to: string }[] }) {
  const { t } = useTranslation();
  return items.map((item) => (
    <li key={item.key}>
      <Link to={item.to} className={link}>
        {t(item.key)}
      </Link>
    </li>
  ));
}

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer className="mt-auto bg-sky-900 text-sky-100">
      <SubscribeBox />
      <ul className="grid grid-cols-2 gap-px bg-sky-800 text-center text-sm font-semibold lg:grid-cols-4">
        {stats.map((key) => (
          <li key={key} className="bg-sky-900 px-4 py-5 text-white">
            {t(key)}
          </li>
        ))}
      </ul>
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <section>
          <h2 className={heading}>{t('footer.topDestinations')}</h2>
          <ul className="space-y-1.5 text-sm">
            {topDestinations.map((place) => (
              <li key={place}>
                <Link to={searchUrl({ s: place })} className={link}>
                  {place}
                </Link>
              </li>
            ))}
          </ul>
        </section>
        <section>
          <h2 className={heading}>{t('footer.info')}</h2>
          <ul className="space-y-1.5 text-sm">
            <LinkItems items={info} />
          </ul>
        </section>
        <section>
          <h2 className={heading}>{t('footer.bookings')}</h2>
          <ul className="space-y-1.5 text-sm">
            <LinkItems items={bookings} />
          </ul>
        </section>
        <section>
          <h2 className={heading}>{t('footer.agency')}</h2>
          <ul className="space-y-1.5 text-sm">
            <li>
              <a href="tel:+38345963828" className={link}>
                {t('footer.phone')}
              </a>
            </li>
            <li>
              <a href="mailto:info@Bani-travel.com" className={link}>
                {t('footer.email')}
              </a>
            </li>
          </ul>
        </section>
      </div>
      <p className="border-t border-sky-800 px-4 py-4 text-center text-xs text-sky-200">
        {t('footer.rights', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
