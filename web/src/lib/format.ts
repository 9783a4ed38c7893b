// How the site and the back office show dates and prices. Dates arrive as LocalDate strings
// ("YYYY-MM-DD") and are shown as written: parsing them as instants would shift them by the
// visitor's time zone. Instants (DateTimeISO) are shown on the reader's own clock.

export const albanianMonths = ['Jan', 'Shk', 'Mar', 'Pri', 'Maj', 'Qer', 'Kor', 'Gsh', 'Sht', 'Tet', 'Nën', 'Dhj'] as const;
// Made when first needed: a page's first Intl.DateTimeFormat costs a phone ~20-100 ms (ICU loads its
// date patterns), which at module level was paid at every page's start, in Albanian too (ADR 0019).
let englishDate: Intl.DateTimeFormat | undefined;
const pad = (n: number) => String(n).padStart(2, '0');

function parts(localDate: string): [number, number, number] {
  const [y, m, d] = localDate.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
}

/** "27 Nën 2026" (sq) or "27 Nov 2026" (en): the public site (the old site's Albanian short months). */
export function formatDate(localDate: string, language: string): string {
  const [y, m, d] = parts(localDate);
  if (language === 'en') {
    englishDate ??= new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    return englishDate.format(Date.UTC(y, m - 1, d));
  }
  return `${d} ${albanianMonths[m - 1]} ${y}`;
}

/** "27 Nën 2026 – 5 Dhj 2026". */
export const formatDateRange = (from: string, to: string, language: string) =>
  `${formatDate(from, language)} – ${formatDate(to, language)}`;

/** "01.07.2026", the Albanian convention: compact and unambiguous in a back-office table cell. */
export function formatNumericDate(date: string | null | undefined): string {
  if (!date) return '—';
  const [y, m, d] = date.slice(0, 10).split('-');
  return y && m && d ? `${d}.${m}.${y}` : date;
}

/** A DateTimeISO instant on the reader's clock: "01.07.2026 14:05". */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return `${pad(at.getDate())}.${pad(at.getMonth() + 1)}.${at.getFullYear()} ${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

let agencyClock: Intl.DateTimeFormat | undefined;

/**
 * An instant as the agency's clock reads it, "28 Nën 2026, 14:30": a deadline the agency set (an option's
 * end) reads the same on the server's render and in a browser anywhere.
 */
export function formatAgencyTime(iso: string, language: string): string {
  agencyClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23',
  });
  const p = Object.fromEntries(agencyClock.formatToParts(new Date(iso)).map((x) => [x.type, x.value]));
  return `${formatDate(`${p.year}-${p.month}-${p.day}`, language)}, ${p.hour}:${p.minute}`;
}

/** Euro amounts, the same everywhere: "€399" for whole numbers, "€42.50" otherwise. */
export const formatEuro = (amount: number) => `€${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/** Lower-case, accents removed: "Athinë" and "athine" compare equal (as the API's text search does). */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
