import '../../../lib/i18n/booking-texts';
import '../../../lib/i18n/integrations-texts';
import { useId } from 'react';
import { Link } from 'react-router';
import { ApiTokensSection } from '../../../components/integrations/api-tokens-section';
import { WebhooksSection } from '../../../components/integrations/webhooks-section';
import { Loading } from '../../../components/ui/loading';
import { Toasts } from '../../../components/ui/toasts';
import { MeDocument, useMeQuery } from '../../../lib/api/me';
import { useTranslation } from '../../../lib/i18n/translation';
import { PageMeta } from '../../../lib/page-meta';
import { personalPage } from '../../../lib/personal-page';
import { pageQuery, routeData } from '../../../lib/route-data';
import { LoginPrompt } from '../components/login-prompt';

/* Personal (issue 47): one agency person's tokens and endpoints, drawn for them only, never kept nor shared. */
export const headers = personalPage;
const route = routeData(() => [pageQuery(MeDocument, {})]);
export const loader = route.loader;
export const clientLoader = route.clientLoader;

/**
 * /integrimet-e-agjencise — a partner agency's integrations (issue 47): its people have no dashboard, so
 * their API tokens and webhook endpoints are here, with the dashboard's own sections (components/
 * integrations). The server keeps a partner's token and endpoints to its agency's bookings.
 */
export default function AgencyIntegrationsPage() {
  route.useHydrate();
  const { t } = useTranslation();
  const me = useMeQuery();
  const partner = me.data?.me?.role === 'PARTNER';
  const ids = { tokens: useId(), hooks: useId(), docs: useId() };

  return (
    <div className="mx-auto max-w-5xl px-4 py-10">
      <PageMeta title={t('integrations.title')} description={t('integrations.intro')} />
      <p className="mb-2 text-sm">
        <Link to="/rezervimet-e-agjencise" className="font-semibold text-sky-700 underline-offset-2 hover:underline">← {t('partner.agencyBookings')}</Link>
      </p>
      <h1 className="mb-2 text-3xl font-bold text-slate-900">{t('integrations.title')}</h1>
      {me.loading && <Loading />}
      {!me.loading && !me.data?.me && <LoginPrompt text={t('partner.notPartner')} />}
      {!me.loading && me.data?.me && !partner && <p className="text-slate-700">{t('partner.notPartner')}</p>}
      {partner && (
        <Toasts>
          <p className="mb-6 max-w-3xl text-slate-700">{t('integrations.intro')}</p>
          <section aria-labelledby={ids.docs} className="mb-8 rounded-2xl border border-sky-100 bg-sky-50 p-4 sm:p-6">
            <h2 id={ids.docs} className="mb-2 text-lg font-semibold text-slate-900">{t('integrations.docsTitle')}</h2>
            <p className="mb-3 text-sm text-slate-700">{t('integrations.docsText')}</p>
            {/* Its own app (not a page of this one): a full page load. */}
            <a href="/graphiql" className="inline-flex min-h-9 items-center rounded-lg bg-sky-700 px-4 py-2 text-sm font-semibold text-white hover:bg-sky-800">{t('integrations.graphiql')}</a>
          </section>
          <section aria-labelledby={ids.tokens} className="mb-10">
            <h2 id={ids.tokens} className="mb-1 text-2xl font-bold text-slate-900">{t('apiTokens.title')}</h2>
            <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('integrations.tokensIntro')}</p>
            <ApiTokensSection level={3} />
          </section>
          <section aria-labelledby={ids.hooks}>
            <h2 id={ids.hooks} className="mb-1 text-2xl font-bold text-slate-900">{t('hooks.title')}</h2>
            <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('integrations.hooksIntro')}</p>
            <WebhooksSection level={3} />
          </section>
        </Toasts>
      )}
    </div>
  );
}
