import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link, useLocation } from 'react-router';
import { useLogout } from '../../../features/auth/hooks/use-logout';
import { Icon } from '../../../components/ui/icon';
import { dashboardMenu, groupOfPath } from './menu';
import { DashboardLanguageSwitch } from './language-switch';
import { SidebarGroup } from './sidebar-group';

const panelId = 'dashboard-sidebar-panel';
const bottomButton = 'block w-full rounded-lg px-3 py-2 text-left text-sm font-semibold';

/** The group the staff member opened or closed on this page; elsewhere the page's own group is open. */
interface Choice {
  path: string;
  group: string | null;
}

export function Sidebar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const [logout, loggingOut] = useLogout();
  const current = groupOfPath(pathname);
  const [choice, setChoice] = useState<Choice | null>(null);
  const openGroup = choice?.path === pathname ? choice.group : current;
  const choose = (group: string | null) => setChoice({ path: pathname, group });
  // Phone only: the panel collapses under a "Menu" bar and closes again after navigating.
  const [expandedOn, setExpandedOn] = useState<string | null>(null);
  const expanded = expandedOn === pathname;
  const root = useRef<HTMLElement>(null);

  // SPEC §2: a drop-down closes on a click outside it, and Escape closes it (focus back on its button).
  // The current page's group is no drop-down: it stays open while the staff member works on the page.
  useEffect(() => {
    if (!openGroup) return;
    const onPointer = (event: PointerEvent) => {
      if (openGroup === current) return;
      const target = event.target as Element;
      // Another group's button switches groups in its own click. Closing this group already on
      // pointerdown would move that button up under the pointer, and the click would miss it.
      if (target.closest?.('[data-group] > button')) return;
      const group = root.current?.querySelector(`[data-group="${openGroup}"]`);
      if (group && !group.contains(target)) setChoice({ path: pathname, group: current });
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const button = root.current?.querySelector<HTMLButtonElement>(`[data-group="${openGroup}"] > button`);
      // Only when the menu is where the staff member is: Escape also closes dialogs and cancels edits.
      if (!button || !root.current?.contains(document.activeElement)) return;
      button.focus();
      setChoice({ path: pathname, group: null });
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [openGroup, current, pathname]);

  return (
    <aside ref={root} className="bg-sky-900 text-white md:sticky md:top-0 md:flex md:h-screen md:w-64 md:shrink-0 md:flex-col">
      <div className="flex items-center justify-between gap-2 px-4 py-4">
        <h2 className="text-lg font-bold">{t('dashboard.menu')}</h2>
        <DashboardLanguageSwitch />
        <button
          type="button"
          className="inline-flex size-10 items-center justify-center rounded-lg border border-sky-700 md:hidden"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-label={expanded ? t('dashboard.closeMenu') : t('dashboard.openMenu')}
          onClick={() => setExpandedOn(expanded ? null : pathname)}
        >
          <Icon name={expanded ? 'close' : 'menu'} className="size-6" />
        </button>
      </div>
      <div id={panelId} className={`${expanded ? 'flex' : 'hidden'} flex-1 flex-col overflow-y-auto px-3 pb-4 md:flex`}>
        <nav aria-label={t('dashboard.menu')} className="flex-1">
          <ul className="space-y-1">
            {dashboardMenu.map((group) => (
              <SidebarGroup
                key={group.id}
                group={group}
                open={openGroup === group.id}
                current={current === group.id}
                onToggle={() => choose(openGroup === group.id ? null : group.id)}
              />
            ))}
          </ul>
        </nav>
        <div className="mt-6 space-y-1 border-t border-sky-800 pt-4">
          <button
            type="button"
            disabled={loggingOut}
            onClick={() => void logout('/login')}
            className={`${bottomButton} text-sky-50 hover:bg-sky-800`}
          >
            {t('dashboard.logout')}
          </button>
          <Link to="/" className={`${bottomButton} text-sky-50 hover:bg-sky-800`}>
            {t('dashboard.home')}
          </Link>
        </div>
      </div>
    </aside>
  );
}
