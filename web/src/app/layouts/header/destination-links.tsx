import { useTranslation } from '../../../lib/i18n/translation';
import { NavLink } from 'react-router';
import { destinationLinks } from './nav-links';

const base = 'block rounded-md px-3 py-2 text-sm font-medium';
const inactive = 'text-slate-700 hover:bg-sky-50 hover:text-sky-700';
const active = 'bg-sky-100 text-sky-800';

export function DestinationLinks({ stacked = false }: { stacked?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={stacked ? 'flex flex-col gap-1' : 'flex flex-wrap items-center gap-1'}>
      {destinationLinks.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={({ isActive }) => `${base} ${isActive ? active : inactive}`}>
            {t(link.key)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
