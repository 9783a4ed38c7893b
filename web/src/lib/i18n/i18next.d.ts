import 'i18next';
import type { booking_sq } from './booking.sq';
import type { dashboard_sq } from './dashboard.sq';
import type { security_sq } from './security.sq';
import type { sq } from './sq';

// Typed keys: t('login.title') is checked against the Albanian resource.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The booking's and the dashboard's texts are added when their pages load (booking-texts.ts,
    // dashboard-texts.ts, security-texts.ts), typed like the rest.
    resources: { translation: typeof sq & typeof booking_sq & typeof dashboard_sq & typeof security_sq };
  }
}
