import { passengers_sq } from './passengers.sq';
import i18n from './index';

/*
 * Imported (for this effect) by the pages that show a booking's travellers ("Rezervimet e mia", its
 * travellers page, the dashboard's booking): lazy chunks, so these texts stay out of the first bundle
 * (ADR 0019's budget). English carries them in its own chunk (en.ts).
 */
i18n.addResourceBundle('sq', 'translation', passengers_sq, true, true);
