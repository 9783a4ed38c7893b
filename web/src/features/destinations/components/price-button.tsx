import { useTranslation } from '../../../lib/i18n/translation';

/** "Çmimi": scrolls to the page's price table and moves keyboard focus there (the old anchor was missing). */
export function PriceButton({ target }: { target: string }) {
  const { t } = useTranslation();
  const go = () => {
    const table = document.getElementById(target);
    if (!table) return;
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    table.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    table.focus({ preventScroll: true });
  };
  return (
    <button
      type="button"
      onClick={go}
      aria-controls={target}
      className="inline-flex h-11 items-center justify-center rounded-lg bg-orange-700 px-6 font-bold text-white shadow hover:bg-orange-800"
    >
      {t('dest.priceButton')}
    </button>
  );
}
