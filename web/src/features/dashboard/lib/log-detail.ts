import type { TFunction } from 'i18next';
import type { LogAction, LogKind } from '../../../gql/schema';
import { formatEuro, formatNumericDate } from '../../../lib/format';

/** A log row's details in data (LogDetail of the API). */
export interface LogDetailData {
  subject?: string | null;
  list?: string | null;
  changes: readonly { field: string; from?: string | null; to?: string | null }[];
}

const PRICE_FIELDS = new Set(['price', 'price1', 'price2', 'inSeasonPrice', 'offSeasonPrice']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** Changes that are facts, never a value replacing another: a note added, bookings cancelled (issue 42). */
const FACT_FIELDS = new Set(['note', 'cancelledBookings']);

/** "Kartë · Stamboll #12": what the row is about, in the page's language. Rows of another origin keep
 * the word they were written with. */
export function logObject(t: TFunction, entry: { kind: LogKind; entity: string; entityId?: number | null; detail?: LogDetailData | null }): string {
  const kind = entry.kind === 'OTHER' ? entry.entity : t(`dash.logs.kinds.${entry.kind}`);
  const list = entry.detail?.list ? lookup(t('dash.logs.lists', { returnObjects: true }), entry.detail.list) : null;
  const what = list ? `${kind} · ${list}` : kind;
  return entry.entityId ? `${what} #${entry.entityId}` : what;
}

/** Each change as "Field: old → new"; the facts of an added row as "Field: value". */
export function logChanges(t: TFunction, detail: LogDetailData, action?: LogAction): string[] {
  const labels = t('dash.logs.fields', { returnObjects: true });
  return detail.changes.map(({ field, from, to }) => {
    const label = lookup(labels, field);
    const now = logValue(t, field, to);
    // GraphQL answers an absent `from` as null: on an added row every change is a fact.
    const fact = from === undefined || (from === null && (action === 'ADD' || FACT_FIELDS.has(field)));
    return fact ? `${label}: ${now}` : `${label}: ${logValue(t, field, from)} → ${now}`;
  });
}

/** A value worded for its field: statuses and roles by name, dates and prices as the tables show them. */
export function logValue(t: TFunction, field: string, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return t('dash.common.none');
  // A reservation's status, or (issue 42) a mail's: FAILED → PENDING when sent again.
  if (field === 'status') return lookup({ ...t('dash.outbox.statuses', { returnObjects: true }), ...t('dash.reservations.statuses', { returnObjects: true }) }, value.toUpperCase());
  // Why the system changed a booking (issue 43): a lapsed option, a waitlist offer, a trip that is over.
  if (field === 'reason') return lookup(t('dash.logs.reasons', { returnObjects: true }), value);
  if (field === 'role') return lookup(t('dash.users.roles', { returnObjects: true }), value.toUpperCase());
  if (field === 'handled') return value === 'true' ? t('dash.logs.yes') : t('dash.logs.no');
  if (PRICE_FIELDS.has(field) && Number.isFinite(Number(value))) return formatEuro(Number(value));
  if (DATE.test(value)) return formatNumericDate(value);
  return value;
}

/** A label from a table of the resource; a name it does not know is shown as it came. */
function lookup(table: unknown, key: string): string {
  const found = typeof table === 'object' && table !== null ? (table as Record<string, unknown>)[key] : undefined;
  return typeof found === 'string' ? found : key;
}
