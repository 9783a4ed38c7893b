interface Props {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  busy?: boolean;
  labels: {
    /** Names the navigation landmark. */
    nav: string;
    previous: string;
    next: string;
    /** e.g. "Faqja 2 nga 5 (41 gjithsej)", already formatted by the caller. */
    summary: (page: number, pages: number, total: number) => string;
  };
}

/** Previous / next through a server-paged list; hidden while everything fits on one page. */
export function Pagination({ page, pageSize, total, onPage, busy = false, labels }: Props) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (total <= pageSize && page <= 1) return null;
  const button =
    'rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm font-medium text-slate-700 hover:bg-sky-50 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <nav aria-label={labels.nav} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-slate-600" aria-live="polite">
        {labels.summary(Math.min(page, pages), pages, total)}
      </p>
      <div className="flex gap-2">
        <button type="button" className={button} disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
          {labels.previous}
        </button>
        <button type="button" className={button} disabled={busy || page >= pages} onClick={() => onPage(page + 1)}>
          {labels.next}
        </button>
      </div>
    </nav>
  );
}
