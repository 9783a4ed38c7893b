import { useEffect, useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useLocation } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon';
import { Logo } from '../../../components/ui/logo';
import { AccountLinks } from './account-links';
import { DestinationLinks } from './destination-links';
import { DestinationSearch } from './destination-search';
import { FavouritesLink } from './favourites-link';
import { LanguageSwitch } from './language-switch';

const menuId = 'mobile-menu';

export function SiteHeader() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The menu belongs to the page it was opened on: navigating anywhere closes it, no effect needed.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  // A click on a link to the current page must close the menu too.
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a')) setOpenOn(null);
  };

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
          ref={toggle}
          type="button"
          className="ml-auto inline-flex size-10 items-center justify-center rounded-lg border border-sky-200 text-sky-700 lg:hidden"
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={t('nav.menu')}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <Icon name={open ? 'close' : 'menu'} className="size-6" />
        </button>
      </div>
      <nav aria-label={t('nav.label')} className="hidden border-t border-sky-50 lg:block">
        <div className="mx-auto max-w-6xl px-2 py-1">
          <DestinationLinks />
        </div>
      </nav>
      {/* Always there (hidden when closed) so aria-controls points at a real element. */}
      <div id={menuId} hidden={!open} className="border-t border-sky-100 bg-white px-4 pb-6 pt-4 lg:hidden" onClick={closeOnLink}>
        {/* Its content only while open: closed, the server's HTML and the page's start skip it (on a
            phone, half the header's hydration; a wide screen never shows it; ADR 0019). */}
        {open && (
          <>
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
          </>
        )}
      </div>
    </header>
  );
}
