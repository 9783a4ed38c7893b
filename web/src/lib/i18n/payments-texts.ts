import { payments_sq } from './payments.sq';
import i18n from './index';

/*
 * Imported (for this effect) by the dashboard's booking screen, a lazy chunk: the money's Albanian texts
 * travel with it instead of in the first bundle every public page loads (ADR 0019's budget). English
 * carries them in its own chunk (en.ts).
 */
i18n.addResourceBundle('sq', 'translation', payments_sq, true, true);
