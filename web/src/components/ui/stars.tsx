import { useTranslation } from '../../lib/i18n/translation';

const SIZE = 16; // px, each star
const GAP = 2; // px between stars
const UNIT = 24 / SIZE; // viewBox units per px (a star is 24 units wide)
// One star, relative after its first point, so the same outline repeats along a single path.
const outline = 'l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6-5.9-3.3-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/**
 * A hotel's star rating: drawn stars for the eye, "4 yje" for screen readers. All the stars are one
 * path of one SVG: a home page shows ~50 stars, and an element pair per star was ~100 of its ~640
 * elements, each styled and laid out before the first paint (ADR 0019).
 */
export function Stars({ count }: { count: number }) {
  const { t } = useTranslation();
  const stars = Math.max(0, Math.min(5, Math.round(count)));
  const width = stars * SIZE + Math.max(0, stars - 1) * GAP;
  const d = Array.from({ length: stars }, (_, i) => `M${12 + i * (SIZE + GAP) * UNIT} 2.5${outline}`).join('');
  return (
    <span role="img" aria-label={t('pkg.stars', { count: stars })} className="inline-flex text-amber-500">
      {stars > 0 && (
        <svg aria-hidden="true" viewBox={`0 0 ${width * UNIT} 24`} width={width} height={SIZE} fill="currentColor">
          <path d={d} />
        </svg>
      )}
    </span>
  );
}
