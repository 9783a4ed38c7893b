import { search_sq } from './search.sq';
import i18n from './index';

/*
 * Imported (for this effect) by the search page's route module, a lazy chunk: the search's Albanian
 * texts travel with it instead of in the first bundle every page loads (ADR 0019's budget). English
 * carries them in its own chunk (en.ts).
 */
i18n.addResourceBundle('sq', 'translation', search_sq, true, true);
