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

const ZONE = 'Europe/Belgrade';
const euro = (n: number) => `€${Number(n).toFixed(2)}`;

/** "12 dhjetor 2026, 14:30" / "12 December 2026, 14:30": the agency's local time. */
export function longDateTime(lang: Lang, at: Date): string {
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
  const time = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  return `${longDate(lang, day)}, ${time}`;
}

/** The option's terms, a line in the booking mail: until when the seats are held, and what confirms them. */
export function optionLine(lang: Lang, expiresAt: Date | null | undefined, deposit: number | undefined): string {
  if (!expiresAt) return '';
  const until = longDateTime(lang, expiresAt);
  return lang === 'en'
    ? `\n\nYour seats are held as an option until ${until}. Pay the deposit of ${euro(deposit ?? 0)} by then (at our office, by card, or by bank transfer quoting the booking reference) to confirm the booking; an unpaid option lapses and its seats are released.`
    : `\n\nVendet tuaja mbahen si opsion deri më ${until}. Paguani kaparin prej ${euro(deposit ?? 0)} deri atëherë (në zyrën tonë, me kartelë ose me transfer bankar duke shënuar numrin e rezervimit) për ta konfirmuar rezervimin; opsioni i papaguar skadon dhe vendet lirohen.`;
}
