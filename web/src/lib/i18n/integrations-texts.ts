import { dashboardCommon_sq } from './dashboard-common.sq';
import { integrations_sq } from './integrations.sq';
import i18n from './index';

/*
 * Imported (for this effect) by the partner's integrations page, a lazy chunk: its Albanian texts, and
 * the dashboard's common words its shared sections use (retry, paging), travel with it. English has them in en.ts.
 */
i18n.addResourceBundle('sq', 'translation', { ...integrations_sq, dash: { common: dashboardCommon_sq } }, true, true);
