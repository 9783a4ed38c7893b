import { apiTokens_sq } from './api-tokens.sq';
import i18n from './index';

/*
 * Imported (for this effect) by the API tokens page, a lazy chunk: its Albanian texts travel with it
 * instead of in the first bundle every public page loads. English has them in en.ts.
 */
i18n.addResourceBundle('sq', 'translation', apiTokens_sq, true, true);
