import { flights_sq } from './flights.sq';
import i18n from './index';

/*
 * Imported (for this effect) by the flights page (/fluturime), a lazy chunk: these texts stay out of the
 * first bundle (ADR 0019's budget). English carries them in its own chunk (en.ts).
 */
i18n.addResourceBundle('sq', 'translation', flights_sq, true, true);
