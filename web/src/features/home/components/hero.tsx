import { useTranslation } from '../../../lib/i18n/translation';
import { SearchBanner } from './search-banner/search-banner';

export function Hero() {
  const { t } = useTranslation();
  return (
    <section className="relative bg-gradient-to-br from-sky-800 via-sky-700 to-cyan-700 text-white">
      {/* Decoration stays in its own clipped layer: the destination picker must be able to overflow the hero.
          The lower circle is a background of that layer, not an element: it follows the hero's bottom,
          and an element there would count as a layout shift (CLS) whenever the browser paints the hero
          before all of it is parsed. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 overflow-hidden bg-[radial-gradient(circle_160px_at_calc(33.333%_+_160px)_calc(100%_-_32px),rgb(255_255_255/0.1)_159.5px,transparent_160px)]"
      >
        <div className="absolute -right-24 -top-24 size-96 rounded-full bg-white/10" />
      </div>
      <div className="relative mx-auto max-w-6xl px-4 py-10 sm:py-14">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">{t('app.name')}</h1>
        <p className="mt-3 max-w-2xl text-lg text-sky-50">{t('home.tagline')}</p>
        <div className="mt-8">
          <SearchBanner />
        </div>
      </div>
    </section>
  );
}
