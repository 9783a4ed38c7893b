import { useTranslation } from '../../../lib/i18n/translation';
import { useSearchParams } from 'react-router';
import type { DataTableSort, SortDirection } from '../../../components/ui/data-table';

/** Rows per page of the server-paged lists (the API allows up to 100). */
export const PAGE_SIZE = 20;

/**
 * Paging, sorting and filters of a list live in the URL (?page=2&sort=PRICE…): reload, back and a
 * shared link show the same rows. A new filter or sort starts again at page 1.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const get = (name: string, fallback = '') => params.get(name) ?? fallback;
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const update = (changes: Record<string, string | null>) =>
    setParams((old) => {
      const next = new URLSearchParams(old);
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const setPage = (value: number) => update({ page: value > 1 ? String(value) : null });
  return { get, page, update, setPage };
}

export type UrlState = ReturnType<typeof useUrlState>;

/**
 * The server-side order of a list, kept in the URL (?sort=NAME&dir=DESC) like its page and filters.
 * Returns the `order` variable for the query and the `sort` prop of the DataTable.
 */
export function useUrlSort<S extends string>(url: UrlState, sorts: readonly S[], fallback: { by: S; direction: SortDirection }) {
  const labels = useSortLabels();
  const by = sorts.find((s) => s === url.get('sort')) ?? fallback.by;
  const dir = url.get('dir');
  const direction: SortDirection = dir === 'ASC' || dir === 'DESC' ? dir : fallback.direction;
  const table: DataTableSort = { key: by, direction, labels, onSort: (key, next) => url.update({ sort: key, dir: next }) };
  return { order: { by, direction }, table };
}

/** Texts of the DataTable phone sort picker. */
export function useSortLabels() {
  const { t } = useTranslation();
  return { sortBy: t('dash.common.sortBy'), direction: t('dash.common.direction'), ascending: t('dash.common.ascending'), descending: t('dash.common.descending') };
}
