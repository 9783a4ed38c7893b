import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';

interface Props {
  page: number;
  pages: number;
  /** The link to a page (same search, that page). */
  hrefFor: (page: number) => string;
  /** Navigation state carried to the other pages. */
  state?: unknown;
}

const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold';

/** Page links (real links: every page of a search has its own URL). */
export function Pagination({ page, pages, hrefFor, state }: Props) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  // First, last and two either side of the current page.
  const shown = [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
  return (
    <nav aria-label={t('search.pages')} className="mt-6">
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {page > 1 && (
          <li>
            <Link to={hrefFor(page - 1)} state={state} className={`${item} border-slate-300 bg-white text-slate-800 hover:bg-sky-50`}>
              {t('search.previous')}
            </Link>
          </li>
        )}
        {shown.map((p, i) => (
          <li key={p} className="flex items-center gap-2">
            {i > 0 && p - (shown[i - 1] ?? p) > 1 && <span aria-hidden="true">…</span>}
            <Link
              to={hrefFor(p)}
              state={state}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t('search.pageN', { n: p })}
              className={`${item} ${p === page ? 'border-sky-700 bg-sky-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-sky-50'}`}
            >
              {p}
            </Link>
          </li>
        ))}
        {page < pages && (
          <li>
            <Link to={hrefFor(page + 1)} state={state} className={`${item} border-slate-300 bg-white text-slate-800 hover:bg-sky-50`}>
              {t('search.next')}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
