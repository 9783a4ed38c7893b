import { useTranslation } from '../../../lib/i18n/translation';
import { ApiTokensSection } from '../../../components/integrations/api-tokens-section';
import { DashboardPage } from '../components/dashboard-page';

/** /dashboard/TokenatAPI (issue 47): the owner's API tokens (the section is shared with partners' integrations page). */
export function ApiTokensPage() {
  const { t } = useTranslation();
  return (
    <DashboardPage title={t('apiTokens.title')}>
      <p className="mb-4 max-w-3xl text-sm text-slate-600">{t('apiTokens.intro')}</p>
      <ApiTokensSection />
    </DashboardPage>
  );
}
