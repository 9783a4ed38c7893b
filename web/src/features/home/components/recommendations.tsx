import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import { Scene, type Landmark } from '../../../components/media/scene';
import { searchUrl } from '../../../lib/search-url';

// "Rekomandimet" tiles; the old ones were not links (UI-CONTENT.md: make them links).
const tiles: { key: 'home.cityBreak' | 'home.dubai' | 'home.stamboll'; to: string; landmark: Landmark }[] = [
  { key: 'home.cityBreak', to: '/EuropeCityBreak', landmark: 'eiffel' },
  { key: 'home.dubai', to: '/Dubai', landmark: 'desert' },
  { key: 'home.stamboll', to: searchUrl({ s: 'stamboll' }), landmark: 'mosque' },
];

export function Recommendations() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="recommendations-heading" className="mx-auto max-w-6xl px-4 py-12">
      <h2 id="recommendations-heading" className="mb-6 text-2xl font-bold text-slate-900">
        {t('home.recommendations')}
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {tiles.map((tile, i) => (
          <li key={tile.key}>
            <Link to={tile.to} className="group relative block overflow-hidden rounded-2xl shadow-md">
              <Scene landmark={tile.landmark} mood={i === 1 ? 'sunset' : 'day'} className="transition-transform duration-300 group-hover:scale-105" />
              <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/80 to-transparent px-5 pb-4 pt-10 text-2xl font-bold text-white">
                {t(tile.key)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
