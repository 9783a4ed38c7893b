/** Mail texts: Albanian first, English when the recipient chose EN. Plain text: nothing to escape. */
export type Lang = 'sq' | 'en';
export interface MailContent { subject: string; text: string }

interface Booking {
  id: number; title: string; departureDate: string; returnDate: string; travellers: number; price: number; userName: string;
  /** The booking's details (issue 20); reservations from before it have none of them. */
  reference?: string; roomType?: string; board?: string; adults?: number; childAges?: number[]; travellerNames?: string[];
  customerEmail?: string; customerPhone?: string;
  total?: number; deposit?: number; balance?: number; balanceDueDate?: string | null; freeCancellationUntil?: string | null;
}

/** The boards' names (the Board enum of the options); a package without options keeps its own text. */
const BOARD: Record<Lang, Record<string, string>> = {
  sq: { ROOM_ONLY: 'Vetëm fjetje', BED_AND_BREAKFAST: 'Fjetje me mëngjes', HALF_BOARD: 'Gjysmë pansion', FULL_BOARD: 'Pansion i plotë', ALL_INCLUSIVE: 'All Inclusive', ULTRA_ALL_INCLUSIVE: 'Ultra All Inclusive' },
  en: { ROOM_ONLY: 'Room only', BED_AND_BREAKFAST: 'Bed and breakfast', HALF_BOARD: 'Half board', FULL_BOARD: 'Full board', ALL_INCLUSIVE: 'All inclusive', ULTRA_ALL_INCLUSIVE: 'Ultra all inclusive' },
};
export const boardName = (lang: Lang, board: string) => BOARD[lang][board] ?? board;

const euro = (n: number) => `€${Number(n).toFixed(2)}`;

/** The booking's reference, option, party, names, total and payment plan, one fact a line. */
function details(lang: Lang, b: Booking): string {
  if (!b.reference) return '';
  const sq = lang === 'sq';
  const children = b.childAges ?? [];
  const party = sq
    ? `${b.adults} ${b.adults === 1 ? 'i rritur' : 'të rritur'}${children.length ? `, ${children.length} ${children.length === 1 ? 'fëmijë' : 'fëmijë'} (mosha: ${children.join(', ')})` : ''}`
    : `${b.adults} ${b.adults === 1 ? 'adult' : 'adults'}${children.length ? `, ${children.length} ${children.length === 1 ? 'child' : 'children'} (ages: ${children.join(', ')})` : ''}`;
  const lines = sq
    ? [`Numri i rezervimit: ${b.reference}`, `Opsioni: ${b.roomType}, ${boardName(lang, b.board ?? '')}`, `Udhëtarët: ${party}`,
      ...(b.travellerNames?.length ? [`Emrat: ${b.travellerNames.join(', ')}`] : []),
      `Totali: ${euro(b.total ?? 0)}`, `Kapari: ${euro(b.deposit ?? 0)}, pjesa tjetër ${euro(b.balance ?? 0)} deri më ${b.balanceDueDate}`,
      `Anulim falas deri më ${b.freeCancellationUntil}`]
    : [`Booking reference: ${b.reference}`, `Option: ${b.roomType}, ${boardName(lang, b.board ?? '')}`, `Travellers: ${party}`,
      ...(b.travellerNames?.length ? [`Names: ${b.travellerNames.join(', ')}`] : []),
      `Total: ${euro(b.total ?? 0)}`, `Deposit: ${euro(b.deposit ?? 0)}, the balance of ${euro(b.balance ?? 0)} by ${b.balanceDueDate}`,
      `Free cancellation until ${b.freeCancellationUntil}`];
  return `\n\n${lines.join('\n')}`;
}

/**
 * What happened to a reservation, said as Albanian says it: "Rezervimi #3 u konfirmua" (a verb in the
 * past), not "është e konfirmuar" (an adjective that must agree with the masculine "rezervimi").
 */
const STATUS: Record<Lang, Record<string, string>> = {
  sq: { PENDING: 'është në pritje', CONFIRMED: 'u konfirmua', CANCELLED: 'u anulua' },
  en: { PENDING: 'is pending', CONFIRMED: 'is confirmed', CANCELLED: 'is cancelled' },
};

const travellers: Record<Lang, (n: number) => string> = {
  sq: (n) => `${n} ${n === 1 ? 'udhëtar' : 'udhëtarë'}`,
  en: (n) => `${n} ${n === 1 ? 'traveller' : 'travellers'}`,
};

export function reservationToUser(lang: Lang, b: Booking): MailContent {
  return lang === 'en'
    ? { subject: `Reservation #${b.id} received: ${b.title}`,
        text: `Hello ${b.userName},\n\nWe received your reservation for "${b.title}" (${b.departureDate} – ${b.returnDate}) for ${travellers.en(b.travellers)}, from €${b.price} per person.${details('en', b)}\n\nWe will contact you to confirm it.\n\nBani Travel` }
    : { subject: `Rezervimi #${b.id} u pranua: ${b.title}`,
        text: `Përshëndetje ${b.userName},\n\nE pranuam rezervimin tuaj për "${b.title}" (${b.departureDate} – ${b.returnDate}) për ${travellers.sq(b.travellers)}, nga €${b.price} për person.${details('sq', b)}\n\nDo t'ju kontaktojmë për konfirmim.\n\nBani Travel` };
}

export function reservationToStaff(b: Booking): MailContent {
  return {
    subject: `Rezervim i ri #${b.id}: ${b.title}`,
    text: `${b.userName} rezervoi "${b.title}" (${b.departureDate} – ${b.returnDate}), ${travellers.sq(b.travellers)}, €${b.price} për person.${details('sq', b)}${b.customerEmail ? `\nKontakti: ${b.customerEmail}, ${b.customerPhone || '–'}` : ''}`,
  };
}

export function statusChanged(lang: Lang, b: Booking, status: string): MailContent {
  return lang === 'en'
    ? { subject: `Reservation #${b.id} ${STATUS.en[status]}`, text: `Hello ${b.userName},\n\nYour reservation for "${b.title}" (${b.departureDate}) ${STATUS.en[status]}.${b.reference ? `\nBooking reference: ${b.reference}` : ''}\n\nBani Travel` }
    : { subject: `Rezervimi #${b.id} ${STATUS.sq[status]}`, text: `Përshëndetje ${b.userName},\n\nRezervimi juaj për "${b.title}" (${b.departureDate}) ${STATUS.sq[status]}.${b.reference ? `\nNumri i rezervimit: ${b.reference}` : ''}\n\nBani Travel` };
}

export function subscriptionWelcome(lang: Lang, unsubscribeUrl: string): MailContent {
  return lang === 'en'
    ? { subject: 'Welcome to Bani Travel weekly offers', text: `Thank you for subscribing! Every week we will send you our best offers.\n\nUnsubscribe: ${unsubscribeUrl}` }
    : { subject: 'Mirë se vini te ofertat javore të Bani Travel', text: `Faleminderit që u abonuat! Çdo javë do t'ju dërgojmë ofertat më të mira.\n\nÇregjistrohu: ${unsubscribeUrl}` };
}

export function contactToStaff(m: { name: string; number: string; email: string; message: string }): MailContent {
  return { subject: `Mesazh i ri nga ${m.name}`, text: `Emri: ${m.name}\nNumri: ${m.number}\nEmail: ${m.email}\n\n${m.message}` };
}
