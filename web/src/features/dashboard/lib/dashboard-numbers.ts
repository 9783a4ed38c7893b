import { albanianMonths, formatDate } from '../../../lib/format';

/*
 * Numbers of the dashboard's home in the page's language. Albanian as Kosovo writes them (a thousands'
 * dot, a decimal comma, the euro sign after: "1.234,50 €"), English as Ireland ("€1,234.50"). The
 * formats are made once per language, when first needed (ICU's first format costs a phone time).
 */
const formats = new Map<string, Intl.NumberFormat>();
function format(language: string, kind: 'euro' | 'euroWhole' | 'count'): Intl.NumberFormat {
  const key = `${language === 'en' ? 'en' : 'sq'}:${kind}`;
  let f = formats.get(key);
  if (!f) {
    const locale = language === 'en' ? 'en-IE' : 'de-DE';
    f = new Intl.NumberFormat(locale, kind === 'count' ? {} : {
      style: 'currency', currency: 'EUR', minimumFractionDigits: kind === 'euro' ? 2 : 0, maximumFractionDigits: kind === 'euro' ? 2 : 0,
    });
    formats.set(key, f);
  }
  return f;
}

/** Cents as euros with cents: 123456 → "1.234,56 €" (sq) or "€1,234.56" (en). */
export const euro = (cents: number, language: string) => format(language, 'euro').format(cents / 100);
/** Cents as whole euros, for a chart's axis and a tile: 123456 → "1.235 €" / "€1,235". */
export const euroWhole = (cents: number, language: string) => format(language, 'euroWhole').format(Math.round(cents / 100));
/** A count: 12345 → "12.345" / "12,345". */
export const count = (n: number, language: string) => format(language, 'count').format(n);

/** "2026-03" → "Mar 2026" (en) or "Mar 2026" in the site's Albanian short months ("Nën 2026"). */
export function monthLabel(month: string, language: string): string {
  const [y, m] = month.split('-').map(Number);
  if (language === 'en') return new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(Date.UTC(y!, m! - 1, 1));
  return `${albanianMonths[m! - 1]} ${y}`;
}

/** A day as the public pages write it ("27 Nën 2026" / "27 Nov 2026"). */
export const dayLabel = (day: string, language: string) => formatDate(day, language);

/** A share of a whole as a whole percent ("80 %" / "80%"); 0 when the whole is 0. */
export const percent = (part: number, whole: number, language: string) =>
  `${whole > 0 ? Math.round((part / whole) * 100) : 0}${language === 'en' ? '%' : ' %'}`;
