import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { Logo } from '../../../components/ui/logo';
import { useTranslation } from '../../../lib/i18n/translation';
import { useHydrated } from '../../../lib/use-hydrated';
import { AccountLinks } from './account-links';
import { DestinationLinks } from './destination-links';
import { DestinationSearch } from './destination-search';
import { FavouritesLink } from './favourites-link';
import { LanguageSwitch } from './language-switch';

const menuId = 'mobile-menu';

/**
 * The phone's menu is the browser's own popover (`popovertarget`): it opens at the first tap, before
 * the app runs, and closes with Escape or a tap outside. The app adds what the browser does not: it
 * closes on a navigation, and the button's aria-expanded follows it.
 */
function useMenu() {
  const menu = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const { key } = useLocation();
  const shownAt = useRef(key);
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === 'open');
    // Opened before the app took over: the state starts from what the browser shows.
    setOpen(element.matches(':popover-open'));
    element.addEventListener('toggle', onToggle);
    return () => element.removeEventListener('toggle', onToggle);
  }, []);
  // A navigation closes it (not the app's start: a menu opened before it stays open).
  useEffect(() => {
    if (shownAt.current === key) return;
    shownAt.current = key;
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
  }, [key]);
  return { menu, open };
}

export function SiteHeader() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const { menu, open } = useMenu();

  return (
    <header className="sticky top-0 z-40 border-b border-sky-100 bg-white shadow-sm">
      <div className="mx-auto flex max-w-6xl items-center gap-4 px-4 py-3">
        <Link to="/" aria-label={t('nav.home')} className="flex shrink-0 items-center gap-2 rounded-md">
          <Logo className="size-8" />
          <span className="text-xl font-extrabold tracking-tight text-sky-700">{t('app.name')}</span>
        </Link>
        <DestinationSearch className="hidden max-w-xs flex-1 lg:block" />
        {/* As tall as the account buttons before the session is known: nothing shifts when they appear. */}
        <div className="ml-auto hidden min-h-[2.625rem] items-center gap-3 lg:flex">
          <FavouritesLink />
          <AccountLinks />
          <LanguageSwitch />
        </div>
        <button
          type="button"
          popoverTarget={menuId}
          className="group ml-auto inline-flex size-10 items-center justify-center rounded-lg border border-sky-200 text-sky-700 lg:hidden"
          aria-expanded={hydrated ? open : undefined}
          aria-controls={menuId}
          aria-label={t('nav.menu')}
        >
          <Icon name={open ? 'close' : 'menu'} className="size-6" />
        </button>
      </div>
      <nav aria-label={t('nav.label')} className="hidden border-t border-sky-50 lg:block">
        <div className="mx-auto max-w-6xl px-2 py-1">
          <DestinationLinks />
        </div>
      </nav>
      <div
        ref={menu}
        id={menuId}
        popover="auto"
        // A link taken from the menu closes it at once (the page it opens may take a moment).
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('a')) menu.current?.hidePopover();
        }}
        className="inset-x-0 bottom-auto top-16 m-0 max-h-[calc(100dvh-4rem)] w-full max-w-none overflow-y-auto border-t border-sky-100 bg-white px-4 pb-6 pt-4 shadow-lg lg:hidden"
      >
        <DestinationSearch className="mb-4" />
        <nav aria-label={t('nav.label')}>
          <DestinationLinks stacked />
        </nav>
        <div className="mt-4 px-1">
          <FavouritesLink />
        </div>
        <div className="mt-4 flex flex-col gap-4">
          <AccountLinks stacked />
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}
