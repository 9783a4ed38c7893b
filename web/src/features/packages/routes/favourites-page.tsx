import '../../../lib/i18n/pages-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import { Link } from 'react-router';
import { MyFavouritesDocument, useMyFavouritesQuery } from '../../../components/packages/api/my-favourites';
import { PackageList } from '../../../components/packages/package-list';
import { Loading } from '../../../components/ui/loading';
import { useMeQuery } from '../../../lib/api/me';
import { personalPage, signedInData } from '../../../lib/personal-page';
import { pageQuery } from '../../../lib/route-data';
import { searchUrl } from '../../../lib/search-url';
import { PageMeta } from '../../../lib/page-meta';
import { LoginPrompt } from '../components/login-prompt';

/*
 * Personal by nature (issue 40): rendered for its visitor with their `me` (a login prompt, or their
 * list once the browser has it), never kept nor shared.
 */
export const headers = personalPage;
const route = signedInData(pageQuery(MyFavouritesDocument, {}));
export const loader = route.loader;
export const clientLoader = route.clientLoader;

/** /te-preferuarat — the packages the visitor saved with the heart. */
export default function FavouritesPage() {
  route.useHydrate();
  const { t } = useTranslation();
  const me = useMeQuery();
  const loggedIn = Boolean(me.data?.me);
  const { data, loading, error } = useMyFavouritesQuery({ skip: !loggedIn });
  const items = data?.myFavourites ?? [];

  return (
    <div className="mx-auto max-w-4xl px-4 py-10">
      <PageMeta title={t('fav.title')} description={t('fav.description')} />
      <h1 className="mb-6 text-3xl font-bold text-slate-900">{t('fav.title')}</h1>
      {(me.loading || loading) && <Loading />}
      {!me.loading && !loggedIn && <LoginPrompt text={t('fav.loginFirst')} />}
      {error && (
        <p role="alert" className="text-red-700">
          {t('fav.loadError')}
        </p>
      )}
      {data && items.length === 0 && (
        <p className="text-slate-700">
          {t('fav.empty')}{' '}
          <Link to={searchUrl()} className="font-semibold text-sky-800 underline">
            {t('fav.browse')}
          </Link>
        </p>
      )}
      {items.length > 0 && <PackageList packages={items} />}
    </div>
  );
}
