// Page arithmetic of the server-paged lists ({ items, total, page, pageSize } from the API).

/** How many pages `total` items fill, `pageSize` a page (at least one, even when empty). */
export const pageCount = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The pages a pager offers: the first, the last and two either side of the current one, in order. */
export function pageWindow(page: number, pages: number): number[] {
  return [...new Set([1, page - 2, page - 1, page, page + 1, page + 2, pages])].filter((p) => p >= 1 && p <= pages).sort((a, b) => a - b);
}
