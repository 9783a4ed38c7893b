import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon';

// "Rekomandimet" tiles; the old ones were not links (UI-CONTENT.md: make them links).
const tiles = [
  { key: 'home.cityBreak', to: '/EuropeCityBreak', tone: 'from-indigo-500 to-sky-500', icon: 'landmark' },
  { key: 'home.dubai', to: '/Dubai', tone: 'from-amber-500 to-orange-400', icon: 'tower' },
  { key: 'home.stamboll', to: '/turqi', tone: 'from-rose-500 to-pink-400', icon: 'dome' },
] as const;

export function Recommendations() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recommendations-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="recommendations-heading" className="mb-6 text-2xl font-bold text-slate-900">
        {t('home.recommendations')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.key}>
            <Link
              to={tile.to}
              className={`flex h-40 flex-col justify-between rounded-2xl bg-gradient-to-br ${tile.tone} p-5 text-white shadow-md transition-transform hover:-translate-y-0.5`}
            >
              <Icon name={tile.icon} className="size-9 opacity-90" />
              <span className="text-2xl font-bold">{t(tile.key)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
