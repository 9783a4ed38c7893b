import type { Config } from '../../config/env.js';

const HOUR = 3_600_000;
const ZONE = 'Europe/Belgrade';

/** The instant a local day (YYYY-MM-DD, the agency's time zone) begins. */
export function startOfLocalDay(date: string): Date {
  const [y, m, d] = date.split('-').map(Number);
  const guess = Date.UTC(y, m - 1, d);
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', {
    timeZone: ZONE, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  }).formatToParts(new Date(guess)).map((p) => [p.type, p.value]));
  const shown = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute));
  return new Date(guess - (shown - guess));
}

/**
 * When an option made `now` lapses: `hours` later (the offer's hours for a waitlist offer), but no later
 * than `leadDays` before the departure day begins, so an unpaid option frees its seats while they can
 * still be sold; and never sooner than `minHours`, so a customer booking close to departure still has
 * time to pay.
 */
export function optionExpiry(now: Date, departureDate: string, rules: Config['bookingOptions'], kind: 'booking' | 'offer' = 'booking'): Date {
  const hours = kind === 'offer' ? rules.waitlistOfferHours : rules.hours;
  const latest = startOfLocalDay(departureDate).getTime() - rules.leadDays * 24 * HOUR;
  const at = Math.min(now.getTime() + hours * HOUR, latest);
  return new Date(Math.max(at, now.getTime() + rules.minHours * HOUR));
}
