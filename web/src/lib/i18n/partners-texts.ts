import { partners_sq } from './partners.sq';
import i18n from './index';

/*
 * Imported (for this effect) by the dashboard's partner agencies page, a lazy chunk: its Albanian texts
 * travel with it instead of in the first bundle (ADR 0019's budget). English carries them in en.ts.
 */
i18n.addResourceBundle('sq', 'translation', partners_sq, true, true);
