import { useTranslation } from '../../lib/i18n/translation';

const star = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

/** A hotel's star rating: drawn stars for the eye, "4 yje" for screen readers. */
export function Stars({ count, className = 'size-4' }: { count: number; className?: string }) {
  const { t } = useTranslation();
  const stars = Math.max(0, Math.min(5, Math.round(count)));
  return (
    <span role="img" aria-label={t('pkg.stars', { count: stars })} className="inline-flex gap-0.5 text-amber-500">
      {Array.from({ length: stars }, (_, i) => (
        <svg key={i} aria-hidden="true" viewBox="0 0 24 24" className={className} fill="currentColor">
          <path d={star} />
        </svg>
      ))}
    </span>
  );
}
