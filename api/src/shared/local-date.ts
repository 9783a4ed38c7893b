import { registerDecorator, type ValidationOptions } from 'class-validator';
import { LocalDateResolver } from 'graphql-scalars';

/** GraphQL scalar for calendar dates as `YYYY-MM-DD` strings (what the legacy client compares). */
export const LocalDate = LocalDateResolver;

export function isLocalDate(v: unknown): v is string {
  if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
}

export function IsLocalDate(options?: ValidationOptions): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'isLocalDate',
      target: target.constructor,
      propertyName: String(propertyName),
      options: { message: `${String(propertyName)} duhet të jetë datë në formatin YYYY-MM-DD.`, ...options },
      validator: { validate: isLocalDate },
    });
}

/** One format for the agency's day, made once: building an Intl format costs far more than using one. */
const AGENCY_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today as YYYY-MM-DD in the agency's time zone (Kosovo), so "not before today" means their today. */
export function todayLocal(now = new Date()): string {
  return AGENCY_DAY.format(now);
}

let kept: { day: string; until: number } | undefined;

/**
 * `todayLocal()` for keys read on every request (the public cache's): worked out again at most once a
 * second, so a hot path does not build a date format per request and still turns the day within a second.
 */
export function todayLocalKept(now = Date.now()): string {
  if (!kept || now >= kept.until || now < kept.until - 1000) kept = { day: todayLocal(new Date(now)), until: now + 1000 };
  return kept.day;
}

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
