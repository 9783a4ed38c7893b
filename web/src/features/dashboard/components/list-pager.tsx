import { useTranslation } from '../../../lib/i18n/translation';
import { Pagination } from '../../../components/ui/pagination';
import { pageCount } from '../../../lib/paging';
import { PAGE_SIZE, type UrlState } from '../lib/url-state';

/** Previous / next through a server-paged list whose page lives in the URL, with "Faqja 2 nga 5". */
export function ListPager({ url, total, busy }: { url: UrlState; total: number; busy: boolean }) {
  const { t } = useTranslation();
  const pages = pageCount(total, PAGE_SIZE);
  return (
    <Pagination
      page={url.page}
      pages={pages}
      onPage={url.setPage}
      busy={busy}
      labels={{ nav: t('dash.common.pageNav'), previous: t('dash.common.previous'), next: t('dash.common.next') }}
      summary={t('dash.common.pageSummary', { page: Math.min(url.page, pages), pages, total })}
    />
  );
}
