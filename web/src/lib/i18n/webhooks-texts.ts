import { webhooks_sq } from './webhooks.sq';
import i18n from './index';

/*
 * Imported (for this effect) by the dashboard's webhooks page, a lazy chunk: its Albanian texts travel
 * with it instead of in the first bundle (ADR 0019's budget). English carries them in en.ts.
 */
i18n.addResourceBundle('sq', 'translation', webhooks_sq, true, true);
