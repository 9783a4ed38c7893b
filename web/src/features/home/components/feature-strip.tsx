import { useTranslation } from '../../../lib/i18n/translation';
import { Icon } from '../../../components/ui/icon';

const features = [
  { key: 'home.charter', icon: 'plane' },
  { key: 'home.individual', icon: 'luggage' },
  { key: 'home.flights', icon: 'ticket' },
  { key: 'home.hotels', icon: 'hotel' },
  { key: 'home.cruises', icon: 'ship' },
] as const;

export function FeatureStrip() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-heading" className="border-b border-sky-100 bg-sky-50">
      <h2 id="features-heading" className="sr-only">
        {t('home.features')}
      </h2>
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-4 px-4 py-8 sm:grid-cols-3 lg:grid-cols-5">
        {features.map((feature) => (
          <li key={feature.key} className="flex items-center gap-3 rounded-xl bg-white p-4 shadow-sm">
            <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-sky-100 text-sky-700">
              <Icon name={feature.icon} />
            </span>
            <span className="text-sm font-semibold text-slate-800">{t(feature.key)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
