// Display formats of the back office: unambiguous, locale-independent, compact in a table cell.

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date on the staff member's clock, as the API's LocalDate (YYYY-MM-DD). */
export function todayLocal(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** A LocalDate "2026-07-01" shown as "01.07.2026", the Albanian convention. */
export function formatDate(date: string | null | undefined): string {
  if (!date) return '—';
  const [y, m, d] = date.slice(0, 10).split('-');
  return y && m && d ? `${d}.${m}.${y}` : date;
}

/** A DateTimeISO instant in the staff member's time zone: "01.07.2026 14:05". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${pad(at.getDate())}.${pad(at.getMonth() + 1)}.${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** Euro amounts: whole numbers without decimals, others with two. */
export function formatPrice(price: number): string {
  return `€${Number.isInteger(price) ? price : price.toFixed(2)}`;
}

/** Days between two LocalDates (return − departure), or null when either is missing. */
export function daysBetween(from: string, to: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to)) return null;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
