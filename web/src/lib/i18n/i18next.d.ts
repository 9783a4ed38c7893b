import 'i18next';
import type { booking_sq } from './booking.sq';
import type { sq } from './sq';

// Typed keys: t('login.title') is checked against the Albanian resource.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The booking's texts are added when a booking page loads (booking-texts.ts), typed like the rest.
    resources: { translation: typeof sq & typeof booking_sq };
  }
}
