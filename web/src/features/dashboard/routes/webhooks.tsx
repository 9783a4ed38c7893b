import { WebhooksSection } from '../../../components/integrations/webhooks-section';
import '../../../lib/i18n/webhooks-texts';
import { useTranslation } from '../../../lib/i18n/translation';
import { useDashboardMeQuery } from '../api/current-staff';
import { DashboardPage } from '../components/dashboard-page';

/** /dashboard/Webhooks (issue 47, ADR 0043): the owner's endpoints (the section is shared with partners' integrations page). */
export function WebhooksPage() {
  const { t } = useTranslation();
  const isOwner = useDashboardMeQuery().data?.me?.role === 'OWNER';
  return (
    <DashboardPage title={t('hooks.title')}>
      {isOwner ? (
        <>
          <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('hooks.intro')}</p>
          <WebhooksSection />
        </>
      ) : (
        <p className="text-slate-700">{t('hooks.ownerOnly')}</p>
      )}
    </DashboardPage>
  );
}
