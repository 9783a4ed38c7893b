/** Words the mails share: dates as each language writes them, and how to reach the agency. */
export type Lang = 'sq' | 'en';

const MONTHS: Record<Lang, readonly string[]> = {
  sq: ['janar', 'shkurt', 'mars', 'prill', 'maj', 'qershor', 'korrik', 'gusht', 'shtator', 'tetor', 'nëntor', 'dhjetor'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** "2026-12-12" → "12 dhjetor 2026" / "12 December 2026": a customer reads a date, not ISO (issue 42). */
export function longDate(lang: Lang, iso: string | null | undefined): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso ?? '');
  if (!m) return iso ?? '';
  return `${Number(m[3])} ${MONTHS[lang][Number(m[2]) - 1]} ${m[1]}`;
}

/** "12 – 19 dhjetor 2026" would save words, but a range across months or years must stay readable: both in full. */
export const dateRange = (lang: Lang, from: string, to: string) => `${longDate(lang, from)} – ${longDate(lang, to)}`;

/**
 * How the customer reaches the agency about a booking: the phone, WhatsApp and Viber. Viber needs the
 * number with its "+" (encoded, as the package page writes it), or it opens no chat.
 */
export function contactLines(lang: Lang, phoneDigits: string | undefined): string {
  if (!phoneDigits) return '';
  const lines = [
    `${lang === 'en' ? 'Phone' : 'Telefoni'}: +${phoneDigits}`,
    `WhatsApp: https://wa.me/${phoneDigits}`,
    `Viber: viber://chat?number=%2B${phoneDigits}`,
  ];
  return `\n\n${lang === 'en' ? 'Questions? Contact us:' : 'Pyetje? Na kontaktoni:'}\n${lines.join('\n')}`;
}
