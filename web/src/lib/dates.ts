// LocalDate ("YYYY-MM-DD") helpers: the API's calendar dates, compared as strings, never as instants.

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isLocalDate = (value: string | null | undefined): value is string => !!value && LOCAL_DATE.test(value);

/** Today in the reader's own calendar (visitor or staff member), as a LocalDate. */
export function todayLocal(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Days from one LocalDate to another (return − departure), or null when either is not a date. */
export function daysBetween(from: string, to: string): number | null {
  if (!isLocalDate(from) || !isLocalDate(to)) return null;
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
