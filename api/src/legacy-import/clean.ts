/**
 * The value rules of the import: how a legacy value becomes one of ours, and when it needed fixing.
 * Each cleaner returns the value and, when the legacy value could not be taken as it was, says why
 * through `fixes` (the reason lands in the report). Surrounding white space is trimmed silently.
 */
export class Fixes {
  readonly reasons: string[] = [];
  add(reason: string): void {
    this.reasons.push(reason);
  }
}

const show = (v: unknown): string => (typeof v === 'string' ? JSON.stringify(v.length > 60 ? `${v.slice(0, 57)}...` : v) : String(v));

/** Text for a column of at most `max` characters; NULL becomes "", longer text is cut. */
export function text(value: unknown, field: string, max: number, fixes: Fixes): string {
  const s = value === null || value === undefined ? '' : String(value).trim();
  if (s.length <= max) return s;
  fixes.add(`${field} was ${s.length} characters long: cut to ${max}`);
  return s.slice(0, max).trimEnd();
}

/** Text that must not be empty: `fallback` (and a fix) when it is. */
export function requiredText(value: unknown, field: string, max: number, fixes: Fixes, fallback: string): string {
  const s = text(value, field, max, fixes);
  if (s) return s;
  fixes.add(`${field} was empty: set to ${JSON.stringify(fallback)}`);
  return fallback;
}

/** A whole number from an INT column (or numeric text); null when there is none. */
export function integer(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value) : null;
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value)) return Math.round(Number(value));
  return null;
}

/** `value` kept within [min, max]; outside it is brought to the nearest bound, with a fix. */
export function clamp(value: number, min: number, max: number, field: string, fixes: Fixes): number {
  if (value < min) {
    fixes.add(`${field} ${value} is below ${min}: set to ${min}`);
    return min;
  }
  if (value > max) {
    fixes.add(`${field} ${value} is above ${max}: set to ${max}`);
    return max;
  }
  return value;
}

const CURRENCY = /€|eur(o|os)?\b|euro\b|nga\b|from\b|pp\b|\/\s*person\w*|për person/gi;

/**
 * A price in euro from a legacy value: a number, DECIMAL text ("399.00"), or what people typed into
 * the card tables ("399,00 €", "€ 1.299", "1,299.50 EUR"). A comma or dot followed by one or two
 * digits at the end is the decimal separator; groups of three digits are thousands. Rounded to cents.
 * Null when there is no usable number (empty, "pyet", negative).
 */
export function parsePrice(value: unknown): { value: number; plain: boolean } | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? { value: cents(value), plain: isCents(value) } : null;
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (/^\d+(\.\d+)?$/.test(trimmed)) {
    const n = Number(trimmed);
    return { value: cents(n), plain: isCents(n) };
  }
  const stripped = trimmed.replace(CURRENCY, ' ').replace(/[\s\u00a0\u202f']+/g, ' ').trim();
  const numbers = stripped.match(/-?\d[\d.,\s]*/g)?.map((n) => n.replace(/\s+/g, '')).filter(Boolean) ?? [];
  if (!numbers.length) return null;
  const first = numbers[0].replace(/[.,]$/, '');
  if (first.startsWith('-')) return null;
  const n = readNumber(first);
  return n === null ? null : { value: cents(n), plain: false };
}

function readNumber(s: string): number | null {
  const lastComma = s.lastIndexOf(',');
  const lastDot = s.lastIndexOf('.');
  let normal: string;
  if (lastComma >= 0 && lastDot >= 0) {
    // Both: the later one is the decimal separator ("1.299,50" or "1,299.50").
    const decimal = lastComma > lastDot ? ',' : '.';
    const thousands = decimal === ',' ? '.' : ',';
    normal = s.split(thousands).join('').replace(decimal, '.');
  } else if (lastComma >= 0 || lastDot >= 0) {
    const sep = lastComma >= 0 ? ',' : '.';
    const parts = s.split(sep);
    // "1.299" / "1,299,000": thousands; "399,00" / "12.5": decimals.
    const thousands = parts.length > 2 || (parts[1].length === 3 && parts.slice(1).every((p) => p.length === 3));
    normal = thousands ? parts.join('') : `${parts.slice(0, -1).join('')}.${parts[parts.length - 1]}`;
  } else {
    normal = s;
  }
  if (!/^\d+(\.\d+)?$/.test(normal)) return null;
  const n = Number(normal);
  return Number.isFinite(n) ? n : null;
}

const cents = (n: number): number => Math.round(n * 100) / 100;
const isCents = (n: number): boolean => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6;

/** A price with its fix reason; null (and the reason why) when unusable. */
export function price(value: unknown, field: string, fixes: Fixes): number | null {
  const p = parsePrice(value);
  if (!p) return null;
  if (!p.plain) fixes.add(`${field} ${show(value)} read as ${p.value.toFixed(2)}`);
  if (p.value > 99_999_999.99) return null;
  return p.value;
}

/** `YYYY-MM-DD` from a DATE or DATETIME text; null for NULL, "0000-00-00" and other non-dates. */
export function localDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim());
  if (!m) return null;
  const day = `${m[1]}-${m[2]}-${m[3]}`;
  const d = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === day && m[1] !== '0000' ? day : null;
}

/**
 * An instant from a DATETIME text. Sequelize writes DATETIMEs in UTC (its default `timezone: '+00:00'`),
 * so the text is read as UTC; null for NULL and zero dates.
 */
export function utcDateTime(value: unknown): Date | null {
  const day = localDate(value);
  if (!day || typeof value !== 'string') return null;
  const time = /[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?/.exec(value.trim());
  const iso = `${day}T${time ? `${time[1]}:${time[2]}:${time[3] ?? '00'}${time[4] ?? ''}` : '00:00:00'}Z`;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
}

/**
 * Stars from the card tables' free-text rating: "4", "4.5" (rounded), "★★★★" or "4*"; at most 5.
 * Empty means 4, the number the old site showed for every Istanbul and Hurghada card.
 */
export function stars(value: unknown, fixes: Fixes): number {
  const DEFAULT = 4;
  if (value === null || value === undefined || String(value).trim() === '') {
    fixes.add(`rating is empty: ${DEFAULT} stars, as the old site showed`);
    return DEFAULT;
  }
  const s = String(value).trim();
  if (/^[0-5]$/.test(s)) return Number(s);
  const symbols = (s.match(/[★⭐*]/gu) ?? []).length;
  const number = /\d+([.,]\d+)?/.exec(s);
  let n: number;
  if (number) n = Math.round(Number(number[0].replace(',', '.')));
  else if (symbols) n = symbols;
  else {
    fixes.add(`rating ${show(value)} is not a number: ${DEFAULT} stars`);
    return DEFAULT;
  }
  n = Math.min(5, Math.max(0, n));
  fixes.add(`rating ${show(value)} read as ${n} stars`);
  return n;
}
