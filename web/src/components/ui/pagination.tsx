import { Link } from 'react-router';
import { pageWindow } from '../../lib/paging';

interface Props {
  page: number;
  pages: number;
  labels: {
    /** Names the navigation landmark. */
    nav: string;
    previous: string;
    next: string;
    /** The accessible name of a numbered page ("Faqja 2"); without it, only previous / next. */
    pageN?: (page: number) => string;
  };
  /** e.g. "Faqja 2 nga 5 (41 gjithsej)", already formatted by the caller, announced when it changes. */
  summary?: string;
  /** Pages as links, each its own URL (the public search), with navigation state carried along... */
  href?: (page: number) => string;
  state?: unknown;
  /** ...or as buttons that change the page in place (back-office lists). */
  onPage?: (page: number) => void;
  /** Buttons wait while a page loads. */
  busy?: boolean;
}

const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-sm font-semibold';
const idle = `${item} border-slate-300 bg-white text-slate-800 hover:bg-sky-50 disabled:cursor-not-allowed disabled:opacity-50`;
const current = `${item} border-sky-700 bg-sky-700 text-white`;

/**
 * The one pager of the site and the back office; hidden while everything fits on one page. Links
 * leave out "previous" and "next" at the ends; buttons stay and are disabled, so focus is not lost.
 */
export function Pagination({ page, pages, labels, summary, href, state, onPage, busy = false }: Props) {
  if (pages <= 1 && page <= 1) return null;
  const go = (target: number, text: string, label?: string, isCurrent = false) => {
    const className = isCurrent ? current : idle;
    const aria = { 'aria-label': label, 'aria-current': isCurrent ? ('page' as const) : undefined };
    if (href) {
      return (
        <Link to={href(target)} state={state} className={className} {...aria}>
          {text}
        </Link>
      );
    }
    const off = busy || target < 1 || target > pages || isCurrent;
    return (
      <button type="button" className={className} disabled={off} onClick={() => onPage?.(target)} {...aria}>
        {text}
      </button>
    );
  };
  const shown = labels.pageN ? pageWindow(page, pages) : [];
  const showPrevious = !href || page > 1;
  const showNext = !href || page < pages;

  return (
    <nav aria-label={labels.nav} className={`mt-6 flex flex-wrap items-center gap-3 ${summary ? 'justify-between' : 'justify-center'}`}>
      {summary && (
        <p className="text-sm text-slate-600" aria-live="polite">
          {summary}
        </p>
      )}
      <ul className="flex flex-wrap items-center justify-center gap-2">
        {showPrevious && <li>{go(page - 1, labels.previous)}</li>}
        {shown.map((p, i) => (
          <li key={p} className="flex items-center gap-2">
            {i > 0 && p - (shown[i - 1] ?? p) > 1 && <span aria-hidden="true">…</span>}
            {go(p, String(p), labels.pageN?.(p), p === page)}
          </li>
        ))}
        {showNext && <li>{go(page + 1, labels.next)}</li>}
      </ul>
    </nav>
  );
}
