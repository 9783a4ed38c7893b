/**
 * Amounts and dates as bank files write them, read exactly: money as integer cents from the text
 * (never through a float: 0.1 + 0.2), dates into YYYY-MM-DD. Null when the text is not one.
 */
export type DateFormat = 'DD.MM.YYYY' | 'DD/MM/YYYY' | 'YYYY-MM-DD' | 'MM/DD/YYYY';
export const DATE_FORMATS: readonly DateFormat[] = ['DD.MM.YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY'];

/** "1.234,50" (decimal comma) or "1,234.50" / "-250.00" / "+80" → signed cents. */
export function parseCents(text: string, decimalComma: boolean): number | null {
  let s = text.replace(/[\s\u00a0'€]/g, '').replace(/(EUR)$/i, '');
  if (!s) return null;
  s = decimalComma ? s.replace(/\./g, '').replace(',', '.') : s.replace(/,/g, '');
  // Some exports put the minus after the number ("250,00-").
  const trailing = /^(\d+(?:\.\d*)?)-$/.exec(s);
  if (trailing) s = `-${trailing[1]}`;
  const m = /^([+-])?(\d+)(?:\.(\d{0,2}))?$/.exec(s);
  if (!m) return null;
  const cents = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(cents) || cents > 2_000_000_000) return null;
  return m[1] === '-' ? -cents : cents;
}

/** A date in the bank's format (a time after it is ignored) → YYYY-MM-DD, or null. */
export function parseDate(text: string, format: DateFormat): string | null {
  const s = text.trim().split(/[\sT]/)[0] ?? '';
  const parts = s.split(/[./-]/);
  if (parts.length !== 3) return null;
  const [a, b, c] = parts as [string, string, string];
  const [y, mo, d] = format === 'YYYY-MM-DD' ? [a, b, c] : format === 'MM/DD/YYYY' ? [c, a, b] : [c, b, a];
  if (!/^\d{4}$/.test(y) || !/^\d{1,2}$/.test(mo) || !/^\d{1,2}$/.test(d)) return null;
  const iso = `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}
