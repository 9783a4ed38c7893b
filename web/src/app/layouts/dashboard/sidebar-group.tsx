import { useTranslation } from '../../../lib/i18n/translation';
import { NavLink } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import type { DashboardMenuGroup } from './menu';

interface Props {
  group: DashboardMenuGroup;
  open: boolean;
  /** The current page is one of its links. */
  current: boolean;
  onToggle: () => void;
}

// One drop-down of the sidebar: a button that shows or hides its list of links.
export function SidebarGroup({ group, open, current, onToggle }: Props) {
  const { t } = useTranslation();
  const listId = `sidebar-${group.id}`;
  return (
    <li data-group={group.id}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onToggle}
        className={`flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm font-semibold hover:bg-sky-800 ${current ? 'bg-sky-800/70 text-white' : 'text-sky-50'}`}
      >
        {t(group.key)}
        <Icon name="chevronDown" className={`size-4 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      <ul id={listId} hidden={!open} className="mt-1 space-y-0.5 border-l border-sky-700 pl-3 ml-3">
        {group.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              className={({ isActive }) =>
                `block rounded-md px-3 py-1.5 text-sm ${isActive ? 'bg-white text-sky-900' : 'text-sky-100 hover:bg-sky-800 hover:text-white'}`
              }
            >
              {t(link.key)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
