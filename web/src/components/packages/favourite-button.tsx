import { useTranslation } from '../../lib/i18n/translation';
import { useAddFavourite, useRemoveFavourite } from './api/toggle-favourite';

/** The heart on a package card (logged-in visitors only): saves it to "Të preferuarat". */
export function FavouriteButton({ packageId, title, active }: { packageId: number; title: string; active: boolean }) {
  const { t } = useTranslation();
  const [add, adding] = useAddFavourite();
  const [remove, removing] = useRemoveFavourite();
  const busy = adding.loading || removing.loading;

  const toggle = async () => {
    const variables = { packageId };
    try {
      await (active ? remove({ variables }) : add({ variables }));
    } catch {
      // the heart simply keeps its state; nothing else depends on it
    }
  };

  return (
    <button
      type="button"
      aria-pressed={active}
      aria-label={t('fav.toggle', { title })}
      title={active ? t('fav.remove') : t('fav.add')}
      disabled={busy}
      onClick={() => void toggle()}
      className="inline-flex size-10 items-center justify-center rounded-full border border-rose-200 bg-white text-rose-600 shadow-sm hover:bg-rose-50"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill={active ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth={2}>
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3.1 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.7 0 5.9 3.8 4.4 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
    </button>
  );
}
