import { useId } from 'react';

export type SortDirection = 'ASC' | 'DESC';

export interface DataTableSort {
  key: string;
  direction: SortDirection;
  onSort: (key: string, direction: SortDirection) => void;
  /** Texts of the phone sort picker (the headings are hidden there). */
  labels: { sortBy: string; direction: string; ascending: string; descending: string };
}

const pinnedHeader = 'sm:sticky sm:right-0 sm:shadow-[-6px_0_6px_-6px_rgb(0_0_0/0.15)] bg-slate-50';

interface HeaderProps {
  header: string;
  sortKey: string | undefined;
  pinned: boolean | undefined;
  sort: DataTableSort | undefined;
  look: 'manage' | 'price';
}

/** A column heading: a sort button when the data source sorts by this column. */
export function HeaderCell({ header, sortKey, pinned, sort, look }: HeaderProps) {
  if (look === 'price') {
    return (
      <th scope="col" className="px-4 py-3 font-semibold">
        {header}
      </th>
    );
  }
  if (!sortKey || !sort) {
    return (
      <th scope="col" className={`px-3 py-3 whitespace-nowrap ${pinned ? pinnedHeader : ''}`}>
        {header}
      </th>
    );
  }
  const active = sort.key === sortKey;
  const next: SortDirection = active && sort.direction === 'ASC' ? 'DESC' : 'ASC';
  return (
    <th scope="col" className="px-1 py-1.5" aria-sort={active ? (sort.direction === 'ASC' ? 'ascending' : 'descending') : 'none'}>
      <button
        type="button"
        onClick={() => sort.onSort(sortKey, next)}
        className={`inline-flex items-center gap-1 rounded-md px-2 py-1.5 uppercase hover:bg-sky-100 hover:text-sky-800 ${active ? 'text-sky-800' : ''}`}
      >
        {header}
        <span aria-hidden="true" className={active ? '' : 'text-slate-300'}>
          {active && sort.direction === 'DESC' ? '▼' : '▲'}
        </span>
      </button>
    </th>
  );
}

/** On phones the headings are hidden: a picker for the sort column and its direction instead. */
export function PhoneSort({ sort, columns }: { sort: DataTableSort; columns: { id: string; header: string; sortKey?: string | undefined }[] }) {
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
