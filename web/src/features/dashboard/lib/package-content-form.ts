import type { DashboardPackageContentQuery } from '../../../gql/graphql';
import type { PackageContentInput } from '../../../gql/schema';

type Details = NonNullable<DashboardPackageContentQuery['package']['details']>;

/** The text fields of the package page form, in the order the form shows them. */
export const TEXT_FIELDS = ['hotelName', 'place', 'placeEn', 'descriptionSq', 'descriptionEn', 'airline', 'outboundDeparture', 'outboundArrival', 'returnDeparture', 'returnArrival', 'baggage', 'baggageEn'] as const;
/** The lists of lines (what is and is not included), in both languages. */
export const LINE_FIELDS = ['included', 'notIncluded', 'includedEn', 'notIncludedEn'] as const;
export const TIME_FIELDS: ReadonlySet<string> = new Set(['outboundDeparture', 'outboundArrival', 'returnDeparture', 'returnArrival']);
export type TextField = (typeof TEXT_FIELDS)[number];
export type LineField = (typeof LINE_FIELDS)[number];

/** What the form edits: every text as a string, the inclusions as one line each. */
export type ContentValues = Record<TextField | LineField, string>;

export const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function valuesOf(details: Details | null | undefined): ContentValues {
  const values = Object.fromEntries(TEXT_FIELDS.map((f) => [f, details?.[f] ?? ''])) as ContentValues;
  for (const f of LINE_FIELDS) values[f] = (details?.[f] ?? []).join('\n');
  return values;
}

const lines = (text: string) => text.split('\n').map((l) => l.trim()).filter(Boolean);

/** The whole page as the API takes it: empty texts become null, blank lines are dropped. */
export function toContentInput(values: ContentValues, galleryImageIds: number[]): PackageContentInput {
  const input: PackageContentInput = { galleryImageIds };
  for (const f of LINE_FIELDS) input[f] = lines(values[f]);
  for (const f of TEXT_FIELDS) input[f] = values[f].trim() || null;
  return input;
}

/** The fields whose value the form refuses before sending: a time that is not HH:MM. */
export function invalidTimes(values: ContentValues): TextField[] {
  return TEXT_FIELDS.filter((f) => TIME_FIELDS.has(f) && values[f].trim() !== '' && !TIME.test(values[f].trim()));
}

/** One item moved by `by` places (-1 up, +1 down), within bounds. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= items.length) return [...items];
  const next = [...items];
  [next[index], next[to]] = [next[to]!, next[index]!];
  return next;
}
