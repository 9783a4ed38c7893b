import i18n from './index';
import { security_sq } from './security.sq';

/*
 * Imported (for this effect) by the pages that sign in with a second factor or manage one: the login
 * page, the enrolment page and the profile. They are lazy chunks, so these Albanian texts travel with
 * them instead of in the first bundle every page loads (ADR 0019's budget). English carries them in its
 * own chunk (en.ts).
 */
i18n.addResourceBundle('sq', 'translation', security_sq, true, true);
