import { pages_sq } from './pages.sq';
import i18n from './index';

/*
 * Imported (for this effect) by the route modules of the pages these texts belong to (pages.sq.ts): they
 * are lazy chunks, so the texts travel with them instead of in the first bundle every page loads
 * (ADR 0019's budget). English carries them in its own chunk (en.ts).
 */
i18n.addResourceBundle('sq', 'translation', pages_sq, true, true);
