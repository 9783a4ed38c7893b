import { Fragment, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Loading } from './loading';

export type SortDirection = 'ASC' | 'DESC';

export interface DataColumn<Row> {
  id: string;
  /** Column heading; also the label of the cell on phones, where rows become cards. */
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

export interface DataTableSort {
  key: string;
  direction: SortDirection;
  onSort: (key: string, direction: SortDirection) => void;
  /** Texts of the phone sort picker (the headings are hidden there). */
  labels: { sortBy: string; direction: string; ascending: string; descending: string };
}

interface Props<Row> {
  /** Names the table for screen readers. */
  caption: string;
  columns: DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string | number;
  /** First load (no rows yet): a spinner; a refetch keeps the rows and marks the table busy. */
  loading?: boolean;
  /** Shown when there is nothing to list. */
  empty: string;
  sort?: DataTableSort;
  rowProps?: (row: Row) => RowProps;
  /** A full-width row under a row (e.g. its edit form), or null. To keep its content in view while
   * the table scrolls sideways, make that content sticky at the left and 100cqw wide. */
  afterRow?: (row: Row) => ReactNode;
}

const pinnedClass = 'sm:sticky sm:right-0 sm:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.15)]';

const cellClass =
  'px-3 py-2.5 align-middle max-sm:flex max-sm:items-start max-sm:gap-3 max-sm:px-0 max-sm:py-1 max-sm:before:w-28 max-sm:before:shrink-0 max-sm:before:font-medium max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]';

/**
 * A plain data table. From the `sm` breakpoint up it is a table with sortable headings; on phones
 * each row is a card listing "heading: value" pairs, and sorting moves to a picker above.
 */
export function DataTable<Row>({ caption, columns, rows, rowKey, loading = false, empty, sort, rowProps, afterRow }: Props<Row>) {
  const sortable = columns.filter((c) => c.sortKey);
  return (
    <div>
      {sort && sortable.length > 0 && <PhoneSort sort={sort} columns={sortable} />}
      {/* relative: screen-reader-only text inside the scrolled table must not widen the page.
          @container: a full-width row (afterRow) can size itself to the visible part (100cqw). */}
      <div className="@container relative rounded-xl border border-slate-200 bg-white shadow-sm max-sm:border-0 max-sm:bg-transparent max-sm:shadow-none sm:overflow-x-auto">
        <table className={`w-full text-left text-sm text-slate-800 max-sm:block ${loading && rows.length ? 'opacity-60' : ''}`} aria-busy={loading}>
          <caption className="sr-only">{caption}</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase max-sm:hidden">
            <tr>
              {columns.map((column) => (
                <HeaderCell key={column.id} column={column} sort={sort} />
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100 max-sm:block max-sm:space-y-3 max-sm:divide-y-0">
            {rows.length === 0 && (
              <tr className="max-sm:block">
                <td colSpan={columns.length} className="px-3 py-8 text-center text-slate-500 max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white">
                  {loading ? <Loading className="p-0" /> : empty}
                </td>
              </tr>
            )}
            {rows.map((row) => (
              <Fragment key={rowKey(row)}>
                <tr
                  className="bg-white hover:bg-slate-50 max-sm:block max-sm:rounded-xl max-sm:border max-sm:border-slate-200 max-sm:bg-white max-sm:p-3 max-sm:shadow-sm"
                  {...rowProps?.(row)}
                >
                  {columns.map((column) => (
                    <td
                      key={column.id}
                      data-label={column.header}
                      className={`${cellClass} ${column.pinned ? `${pinnedClass} sm:bg-inherit` : ''} ${column.className ?? ''}`}
                    >
                      {column.cell(row)}
                    </td>
                  ))}
                </tr>
                {afterRow?.(row)}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

function HeaderCell<Row>({ column, sort }: { column: DataColumn<Row>; sort: DataTableSort | undefined }) {
  if (!column.sortKey || !sort) {
    return (
      <th scope="col" className={`px-3 py-3 whitespace-nowrap ${column.pinned ? `${pinnedClass} bg-slate-50` : ''}`}>
        {column.header}
      </th>
    );
  }
  const active = sort.key === column.sortKey;
  const next: SortDirection = active && sort.direction === 'ASC' ? 'DESC' : 'ASC';
  return (
    <th scope="col" className="px-1 py-1.5" aria-sort={active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        onClick={() => sort.onSort(column.sortKey!, next)}
        className={`inline-flex items-center gap-1 rounded-md px-2 py-1.5 uppercase hover:bg-sky-100 hover:text-sky-800 ${active ? 'text-sky-800' : ''}`}
      >
        {column.header}
        <span aria-hidden="true" className={active ? '' : 'text-slate-300'}>
          {active && sort.direction === 'DESC' ? '▼' : '▲'}
        </span>
      </button>
    </th>
  );
}

function PhoneSort<Row>({ sort, columns }: { sort: DataTableSort; columns: DataColumn<Row>[] }) {
  const id = useId();
  const selectClass = 'rounded-lg border border-slate-300 bg-white px-2 py-2 text-sm';
  return (
    <div className="mb-3 flex flex-wrap items-center gap-2 sm:hidden">
      {/* A separate label: wrapped around the select, its text would include every option's. */}
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {sort.labels.sortBy}
      </label>
      <select id={id} className={selectClass} value={sort.key} onChange={(e) => sort.onSort(e.target.value, sort.direction)}>
        {columns.map((c) => (
          <option key={c.id} value={c.sortKey}>
            {c.header}
          </option>
        ))}
      </select>
      <select
        aria-label={sort.labels.direction}
        className={selectClass}
        value={sort.direction}
        onChange={(e) => sort.onSort(sort.key, e.target.value as SortDirection)}
      >
        <option value="ASC">{sort.labels.ascending}</option>
        <option value="DESC">{sort.labels.descending}</option>
      </select>
    </div>
  );
}
