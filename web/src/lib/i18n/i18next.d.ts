import 'i18next';
import type { booking_sq } from './booking.sq';
import type { dashboard_sq } from './dashboard.sq';
import type { destinations_sq } from './destinations.sq';
import type { pages_sq } from './pages.sq';
import type { passengers_sq } from './passengers.sq';
import type { payments_sq } from './payments.sq';
import type { documents_sq } from './documents.sq';
import type { partners_sq } from './partners.sq';
import type { departureLists_sq } from './departure-lists.sq';
import type { webhooks_sq } from './webhooks.sq';
import type { apiTokens_sq } from './api-tokens.sq';
import type { integrations_sq } from './integrations.sq';
import type { dashboardHome_sq } from './dashboard-home.sq';
import type { reports_sq } from './reports.sq';
import type { flights_sq } from './flights.sq';
import type { search_sq } from './search.sq';
import type { security_sq } from './security.sq';
import type { sq } from './sq';

// Typed keys: t('login.title') is checked against the Albanian resource.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    // The texts of the booking, the dashboard, the destination pages, the account and package pages,
    // the search and the second factor are added when their pages load (booking-texts.ts,
    // dashboard-texts.ts, destinations-texts.ts, pages-texts.ts, search-texts.ts, security-texts.ts),
    // typed like the rest.
    resources: {
      translation: typeof sq & typeof booking_sq & typeof dashboard_sq & typeof destinations_sq & typeof pages_sq & typeof search_sq & typeof security_sq & typeof passengers_sq & typeof flights_sq & typeof payments_sq & typeof documents_sq & typeof departureLists_sq & typeof webhooks_sq & typeof apiTokens_sq & typeof integrations_sq & typeof partners_sq & typeof dashboardHome_sq & typeof reports_sq;
    };
  }
}
