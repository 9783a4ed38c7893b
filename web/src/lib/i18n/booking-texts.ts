import { booking_sq } from './booking.sq';
import i18n from './index';

/*
 * Imported (for this effect) by the pages that book or show bookings: the package page's booking box,
 * "Rezervimet e mia", the dashboard's reservations and options. They are lazy chunks, so the booking's
 * Albanian texts travel with them instead of in the first bundle every page loads (ADR 0019's budget).
 * English carries them in its own chunk (en.ts).
 */
i18n.addResourceBundle('sq', 'translation', booking_sq, true, true);
