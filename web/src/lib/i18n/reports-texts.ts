import { reports_sq } from './reports.sq';
import i18n from './index';

/*
 * Imported (for this effect) by the reports page, a lazy chunk: its Albanian texts travel with it
 * instead of in the first bundle every public page loads (ADR 0019's budget). English carries them in
 * its own chunk (en.ts).
 */
i18n.addResourceBundle('sq', 'translation', reports_sq, true, true);
