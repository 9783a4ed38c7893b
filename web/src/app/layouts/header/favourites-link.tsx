import { useTranslation } from '../../../lib/i18n/translation';
import { NavLink } from 'react-router';
import { useVisitor } from '../../../lib/visitor';

// Drawn heart: the ❤️ emoji of the old link is a blank box on machines without an emoji font.
const heart = 'M12 21s-7.5-4.6-9.6-9.2C.9 8.3 3.1 4.5 6.8 4.5c2.1 0 3.6 1.1 5.2 3 1.6-1.9 3.1-3 5.2-3 3.7 0 5.9 3.8 4.4 7.3C19.5 16.4 12 21 12 21z';

/**
 * "❤️ Të preferuarat", with the number saved when logged in: the number comes with the visitor's own
 * data once the app runs (lib/visitor.ts), in a slot kept for it, so the header does not move.
 */
export function FavouritesLink() {
  const { t } = useTranslation();
  const { signedIn, favouritesCount: count } = useVisitor();
  return (
    <NavLink
      to="/te-preferuarat"
      className={({ isActive }) =>
        `inline-flex items-center gap-1.5 rounded-md px-2 py-2 text-sm font-medium ${isActive ? 'text-sky-800' : 'text-slate-700 hover:text-sky-800'}`
      }
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 text-rose-600" fill="currentColor">
        <path d={heart} />
      </svg>
      {count !== undefined ? t('fav.navCount', { count }) : t('fav.nav')}
      {/* Until the number comes its room is kept: nothing in the header moves under a finger. */}
      {signedIn && count === undefined && (
        <span aria-hidden="true" className="invisible">
          (0)
        </span>
      )}
    </NavLink>
  );
}
