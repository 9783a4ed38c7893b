import { dashboard_sq } from './dashboard.sq';
import i18n from './index';

/*
 * Imported (for this effect) by the dashboard shell, a lazy chunk: the dashboard's Albanian texts
 * travel with the dashboard instead of in the first bundle every public page loads (ADR 0019's budget).
 * English carries them in its own chunk (en.ts).
 */
i18n.addResourceBundle('sq', 'translation', dashboard_sq, true, true);
