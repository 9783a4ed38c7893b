// Display formats of the public site: dates as "27 Nën 2026" (the old site's Albanian short months)
// and euro prices. Dates arrive as LocalDate strings ("YYYY-MM-DD") and are shown as written: parsing
// them as instants would shift them by the visitor's time zone.

const albanianMonths = ['Jan', 'Shk', 'Mar', 'Pri', 'Maj', 'Qer', 'Kor', 'Gsh', 'Sht', 'Tet', 'Nën', 'Dhj'] as const;
const englishDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function parts(localDate: string): [number, number, number] {
  const [y, m, d] = localDate.split('-').map(Number);
  return [y ?? 1970, m ?? 1, d ?? 1];
}

/** "27 Nën 2026" (sq) or "27 Nov 2026" (en). */
export function formatDate(localDate: string, language: string): string {
  const [y, m, d] = parts(localDate);
  if (language === 'en') return englishDate.format(Date.UTC(y, m - 1, d));
  return `${d} ${albanianMonths[m - 1]} ${y}`;
}

/** "27 Nën 2026 – 5 Dhj 2026". */
export const formatDateRange = (from: string, to: string, language: string) =>
  `${formatDate(from, language)} – ${formatDate(to, language)}`;

/** "€399", "€42.50". */
export const formatEuro = (amount: number) => `€${Number.isInteger(amount) ? amount : amount.toFixed(2)}`;

/** Today in the visitor's own calendar, as a LocalDate ("YYYY-MM-DD"). */
export function todayLocal(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Lower-case, accents removed: "Athinë" and "athine" compare equal (as the API's text search does). */
export const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
