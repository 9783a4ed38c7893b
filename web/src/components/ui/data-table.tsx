import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { HeaderCell, PhoneSort, type DataTableSort } from './data-table-sort';
import { Loading } from './loading';

export type { DataTableSort, SortDirection } from './data-table-sort';

export interface DataColumn<Row> {
  id: string;
  /** Column heading; also the label of the cell on phones, where manage rows become cards. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** A key the data source sorts by: the heading becomes a sort button. */
  sortKey?: string;
  className?: string;
  /** Keeps the column in view at the right edge while a wide table scrolls (e.g. row actions). */
  pinned?: boolean;
}

/** Attributes for a row's <tr>; `className` replaces the default row classes. */
export type RowProps = HTMLAttributes<HTMLTableRowElement> & Partial<Record<`data-${string}`, string>>;

interface Props<Row> {
  /** Names the table: read by screen readers, shown as its title by the `price` look. */
  caption: string;
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** First load (no rows yet): a spinner; a refetch keeps the rows and marks the table busy. */
  loading?: boolean;
  /** Shown when there is nothing to list (or why: loading, error). */
  empty?: ReactNode;
  sort?: DataTableSort;
  rowProps?: (row: Row) => RowProps;
  /** A full-width row under a row (e.g. its edit form), or null. To keep its content in view while
   * the table scrolls sideways, make that content sticky at the left and 100cqw wide. */
  afterRow?: (row: Row) => ReactNode;
  /**
   * `manage` (back office): a caption for screen readers only, sortable headings, and on phones each
   * row becomes a card of "heading: value" pairs. `price` (public pages): the caption is the title, and
   * on phones the table scrolls sideways inside a focusable region (`id` lets a button lead to it).
   */
  look?: 'manage' | 'price';
  id?: string;
}

const looks = {
  manage: {
    frame: 'rounded-xl border border-slate-200 bg-white shadow-sm max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none sm:overflow-x-auto',
    table: 'w-full text-left text-sm text-slate-800 max-sm:block',
    caption: 'sr-only',
    head: 'border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-sm:hidden',
    body: 'divide-y divide-slate-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0',
    row: 'bg-white hover:bg-slate-50 max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3 max-sm:shadow-sm',
    cell: 'px-3 py-2.5 align-middle max-sm:flex max-sm:items-start max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]',
    empty: 'px-3 py-8 text-center text-slate-500 max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white',
  },
  price: {
    frame: 'scroll-mt-28 overflow-x-auto rounded-xl border border-slate-200 bg-white',
    table: 'w-full min-w-[32rem] text-left text-sm',
    caption: 'px-4 py-3 text-left text-lg font-bold text-slate-900',
    head: 'bg-sky-800 text-white',
    body: 'divide-y divide-slate-100',
    row: 'odd:bg-slate-50',
    cell: 'px-4 py-3 text-slate-800',
    empty: 'px-4 py-4 text-slate-600',
  },
} as const;

const pinnedCell = 'sm:sticky sm:right-0 sm:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.15)] sm:bg-inherit';

/** The one data table of the site and the back office (see `look`). */
export function DataTable<Row>(props: Props<Row>) {
  const { caption, columns, rows, rowKey, loading = false, empty, sort, rowProps, afterRow, look = 'manage', id } = props;
  const style = looks[look];
  const sortable = columns.filter((c) => c.sortKey);
  const table = (
    <table className={`${style.table} ${loading && rows.length ? 'opacity-60' : ''}`} aria-busy={look === 'manage' ? loading : undefined}>
      <caption className={style.caption}>{caption}</caption>
      <thead className={style.head}>
        <tr>
          {columns.map((column) => (
            <HeaderCell key={column.id} header={column.header} sortKey={column.sortKey} pinned={column.pinned} sort={sort} look={look} />
          ))}
        </tr>
      </thead>
      <tbody className={style.body}>
        {rows.length === 0 && (loading || empty !== undefined) && (
          <tr className={look === 'manage' ? 'max-sm:block' : undefined}>
            <td colSpan={columns.length} className={style.empty}>
              {loading ? <Loading className="p-0" /> : empty}
            </td>
          </tr>
        )}
        {rows.map((row) => (
          <Fragment key={rowKey(row)}>
            <tr className={style.row} {...rowProps?.(row)}>
              {columns.map((column) => (
                <td key={column.id} data-label={column.header} className={`${style.cell} ${column.pinned ? pinnedCell : ''} ${column.className ?? ''}`}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
            {afterRow?.(row)}
          </Fragment>
        ))}
      </tbody>
    </table>
  );

  if (look === 'price') {
    return (
      <div id={id} role="region" aria-label={caption} tabIndex={0} className={style.frame}>
        {table}
      </div>
    );
  }
  return (
    <div id={id}>
      {sort && sortable.length > 0 && <PhoneSort sort={sort} columns={sortable} />}
      {/* relative: screen-reader-only text inside the scrolled table must not widen the page.
          @container: a full-width row (afterRow) can size itself to the visible part (100cqw). */}
      <div className={`@container relative ${style.frame}`}>{table}</div>
    </div>
  );
}
