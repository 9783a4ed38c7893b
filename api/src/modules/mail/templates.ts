/** Mail texts: Albanian first, English when the recipient chose EN. Plain text: nothing to escape. */
import { BOARD_NAMES } from '../package-options/board.js';
import { toCents } from '../payments/money.js';
import { StageKind } from '../payments/payment.entity.js';
import { firstDueDay, scheduleOf } from '../payments/schedule.js';
import { contactLines, dateRange, longDate, optionLine, type Lang } from './mail-words.js';
import type { BankDetails } from '../../config/payments-env.js';
import type { AttachmentRef } from '../documents/attachment.js';

export type { Lang } from './mail-words.js';
/** `attachments`: the booking's documents the mail carries (issue 45), made or found when it goes out. */
export interface MailContent { subject: string; text: string; attachments?: AttachmentRef[] }

export interface Booking {
  id: number; title: string; departureDate: string; returnDate: string; travellers: number; price: number; userName: string;
  /** The booking's details (issue 20); reservations from before it have none of them. */
  reference?: string; roomType?: string; roomTypeEn?: string | null; board?: string; adults?: number; childAges?: number[]; travellerNames?: string[];
  customerEmail?: string; customerPhone?: string;
  total?: number; deposit?: number; balance?: number; balanceDueDate?: string | null; freeCancellationUntil?: string | null;
  /** An option's end (issue 43). */
  expiresAt?: Date | null;
}

/** What a mail needs besides the booking: the day it is written, and the agency's number (digits). */
/** `bank`: the agency's account, written in the booking mail so a customer abroad can pay by transfer. */
export interface MailContext { today: string; agencyPhone?: string; bank?: BankDetails }

/** A board's name (the Board enum); a reservation of a package without options keeps the package's own text. */
export const boardName = (lang: Lang, board: string) => (BOARD_NAMES[lang] as Record<string, string>)[board] ?? board;

const euro = (n: number) => `€${Number(n).toFixed(2)}`;

/** The free cancellation as it stands: none is promised when its last day is before the booking (issue 42). */
function freeCancellation(lang: Lang, until: string | null | undefined, today: string): string {
  if (!until || until < today) return lang === 'en' ? 'Free cancellation: no longer available for this departure' : 'Anulim falas: nuk ofrohet më për këtë nisje';
  return lang === 'en' ? `Free cancellation until ${longDate(lang, until)}` : `Anulim falas deri më ${longDate(lang, until)}`;
}

const STAGE: Record<Lang, Record<StageKind, string>> = {
  sq: { DEPOSIT: 'Kapari', BALANCE: 'Pjesa tjetër', FULL: 'E gjithë shuma' },
  en: { DEPOSIT: 'Deposit', BALANCE: 'Balance', FULL: 'Full amount' },
};

/**
 * The payment schedule (issue 44), a line a stage: made by the same function, from the same deposit and
 * day, as the stages stored with the booking on the day it is booked (`today`); everything due at once
 * when departure is near.
 */
function scheduleLines(lang: Lang, b: Booking, today: string): string[] {
  const stages = scheduleOf(toCents(b.total ?? 0), toCents(b.deposit ?? 0), b.balanceDueDate ?? today, today, firstDueDay(b.expiresAt, today));
  const sq = lang === 'sq';
  const when = (day: string) => (day === today ? (sq ? `sot (${longDate(lang, day)})` : `today (${longDate(lang, day)})`) : `${sq ? 'deri më' : 'by'} ${longDate(lang, day)}`);
  const only = stages.length === 1 ? stages[0] : undefined;
  if (only?.kind === StageKind.FULL) {
    return [sq ? `Pagesa: e gjithë shuma, ${euro(only.amountCents / 100)}, ${when(only.dueDate)}` : `Payment: the full amount, ${euro(only.amountCents / 100)}, ${when(only.dueDate)}`];
  }
  return [sq ? 'Plani i pagesave:' : 'Payment schedule:', ...stages.map((s) => `- ${STAGE[lang][s.kind]}: ${euro(s.amountCents / 100)}, ${when(s.dueDate)}`)];
}

/** How to pay: the reference goes with the money, so that a transfer finds its booking. */
const payWithReference = (lang: Lang, b: Booking, bank?: BankDetails) => (!b.reference ? '' : (lang === 'en'
  ? `\n\nWhen you pay by bank transfer, write the booking reference ${b.reference} in the payment details; at our office, tell us the reference.`
  : `\n\nKur paguani me transfer bankar, shkruani numrin e rezervimit ${b.reference} në përshkrimin e pagesës; në zyrën tonë, na tregoni numrin e rezervimit.`)
  + (!bank ? '' : lang === 'en'
    ? `\nBank: ${bank.name}, account holder: ${bank.holder}, IBAN: ${bank.iban}, SWIFT/BIC: ${bank.swift}.`
    : `\nBanka: ${bank.name}, përfituesi: ${bank.holder}, IBAN: ${bank.iban}, SWIFT/BIC: ${bank.swift}.`));

/** The booking's reference, option, party, names, total and payment schedule, one fact a line. */
function details(lang: Lang, b: Booking, today: string): string {
  if (!b.reference) return '';
  const sq = lang === 'sq';
  const children = b.childAges ?? [];
  const party = sq
    ? `${b.adults} ${b.adults === 1 ? 'i rritur' : 'të rritur'}${children.length ? `, ${children.length} fëmijë (mosha: ${children.join(', ')})` : ''}`
    : `${b.adults} ${b.adults === 1 ? 'adult' : 'adults'}${children.length ? `, ${children.length} ${children.length === 1 ? 'child' : 'children'} (ages: ${children.join(', ')})` : ''}`;
  const lines = sq
    ? [`Numri i rezervimit: ${b.reference}`, ...(b.roomType ? [`Opsioni: ${b.roomType}, ${boardName(lang, b.board ?? '')}`] : []), `Udhëtarët: ${party}`,
      ...(b.travellerNames?.length ? [`Emrat: ${b.travellerNames.join(', ')}`] : []),
      `Totali: ${euro(b.total ?? 0)}`, ...scheduleLines(lang, b, today)]
    : [`Booking reference: ${b.reference}`, ...(b.roomType ? [`Option: ${b.roomTypeEn || b.roomType}, ${boardName(lang, b.board ?? '')}`] : []), `Travellers: ${party}`,
      ...(b.travellerNames?.length ? [`Names: ${b.travellerNames.join(', ')}`] : []),
      `Total: ${euro(b.total ?? 0)}`, ...scheduleLines(lang, b, today)];
  lines.push(freeCancellation(lang, b.freeCancellationUntil, today));
  return `\n\n${lines.join('\n')}`;
}

/**
 * What happened to a reservation, said as Albanian says it: "Rezervimi #3 u konfirmua" (a verb in the
 * past), not "është e konfirmuar" (an adjective that must agree with the masculine "rezervimi").
 */
const STATUS: Record<Lang, Record<string, string>> = {
  sq: { OPTION: 'mbahet si opsion', CONFIRMED: 'u konfirmua', TRAVELLED: 'u realizua', CANCELLED: 'u anulua', EXPIRED: 'skadoi', WAITLISTED: 'është në listën e pritjes' },
  en: { OPTION: 'is held as an option', CONFIRMED: 'is confirmed', TRAVELLED: 'is completed', CANCELLED: 'is cancelled', EXPIRED: 'has expired', WAITLISTED: 'is on the waiting list' },
};

const travellers: Record<Lang, (n: number) => string> = {
  sq: (n) => `${n} ${n === 1 ? 'udhëtar' : 'udhëtarë'}`,
  en: (n) => `${n} ${n === 1 ? 'traveller' : 'travellers'}`,
};

const referenceLine = (lang: Lang, b: Booking) => (b.reference ? `\n${lang === 'en' ? 'Booking reference' : 'Numri i rezervimit'}: ${b.reference}` : '');

export function reservationToUser(lang: Lang, b: Booking, c: MailContext): MailContent {
  const dates = dateRange(lang, b.departureDate, b.returnDate);
  return lang === 'en'
    ? { subject: `Reservation #${b.id} received: ${b.title}`,
        text: `Hello ${b.userName},\n\nWe received your reservation for "${b.title}" (${dates}) for ${travellers.en(b.travellers)}, from €${b.price} per person.${details('en', b, c.today)}${optionLine('en', b.expiresAt, b.deposit) || '\n\nWe will contact you to confirm it.'}${payWithReference('en', b, c.bank)}${contactLines('en', c.agencyPhone)}\n\nBani Travel` }
    : { subject: `Rezervimi #${b.id} u pranua: ${b.title}`,
        text: `Përshëndetje ${b.userName},\n\nE pranuam rezervimin tuaj për "${b.title}" (${dates}) për ${travellers.sq(b.travellers)}, nga €${b.price} për person.${details('sq', b, c.today)}${optionLine('sq', b.expiresAt, b.deposit) || "\n\nDo t'ju kontaktojmë për konfirmim."}${payWithReference('sq', b, c.bank)}${contactLines('sq', c.agencyPhone)}\n\nBani Travel` };
}

export function reservationToStaff(b: Booking, c: MailContext): MailContent {
  return {
    subject: `Rezervim i ri #${b.id}: ${b.title}`,
    text: `${b.userName} rezervoi "${b.title}" (${dateRange('sq', b.departureDate, b.returnDate)}), ${travellers.sq(b.travellers)}, €${b.price} për person.${details('sq', b, c.today)}${b.customerEmail ? `\nKontakti: ${b.customerEmail}, ${b.customerPhone || '–'}` : ''}`,
  };
}

export function statusChanged(lang: Lang, b: Booking, status: string, c: MailContext): MailContent {
  const date = longDate(lang, b.departureDate);
  return lang === 'en'
    ? { subject: `Reservation #${b.id} ${STATUS.en[status]}`, text: `Hello ${b.userName},\n\nYour reservation for "${b.title}" (${date}) ${STATUS.en[status]}.${referenceLine('en', b)}${contactLines('en', c.agencyPhone)}\n\nBani Travel` }
    : { subject: `Rezervimi #${b.id} ${STATUS.sq[status]}`, text: `Përshëndetje ${b.userName},\n\nRezervimi juaj për "${b.title}" (${date}) ${STATUS.sq[status]}.${referenceLine('sq', b)}${contactLines('sq', c.agencyPhone)}\n\nBani Travel` };
}

/** The customer cancelled online (issue 42): they hear it is done, in their language. */
export function cancelledByCustomer(lang: Lang, b: Booking, c: MailContext): MailContent {
  const date = longDate(lang, b.departureDate);
  return lang === 'en'
    ? { subject: `Reservation #${b.id} is cancelled`, text: `Hello ${b.userName},\n\nAs you asked, your reservation for "${b.title}" (${date}) is cancelled. Nothing is owed for it.${referenceLine('en', b)}${contactLines('en', c.agencyPhone)}\n\nBani Travel` }
    : { subject: `Rezervimi #${b.id} u anulua`, text: `Përshëndetje ${b.userName},\n\nSipas kërkesës suaj, rezervimi për "${b.title}" (${date}) u anulua. Për të nuk keni asgjë për të paguar.${referenceLine('sq', b)}${contactLines('sq', c.agencyPhone)}\n\nBani Travel` };
}

/** ...and staff hear it too, with the contact to follow it up. */
export function cancelledByCustomerToStaff(b: Booking): MailContent {
  return {
    subject: `Klienti anuloi rezervimin #${b.id}: ${b.title}`,
    text: `${b.userName} anuloi vetë rezervimin "${b.title}" (${dateRange('sq', b.departureDate, b.returnDate)}), ${travellers.sq(b.travellers)}.${referenceLine('sq', b)}${b.customerEmail ? `\nKontakti: ${b.customerEmail}, ${b.customerPhone || '–'}` : ''}`,
  };
}

/** The agency withdrew the departure (the package deleted or moved, issue 42): the booking is cancelled. */
export function departureWithdrawn(lang: Lang, b: Booking, c: MailContext): MailContent {
  const date = longDate(lang, b.departureDate);
  return lang === 'en'
    ? { subject: `Reservation #${b.id} is cancelled: the departure was withdrawn`,
        text: `Hello ${b.userName},\n\nWe are sorry: the departure of "${b.title}" on ${date} no longer takes place as booked, so your reservation is cancelled. Anything you paid for it will be refunded; we will contact you about another date or offer.${referenceLine('en', b)}${contactLines('en', c.agencyPhone)}\n\nBani Travel` }
    : { subject: `Rezervimi #${b.id} u anulua: nisja u tërhoq`,
        text: `Përshëndetje ${b.userName},\n\nNa vjen keq: nisja e "${b.title}" më ${date} nuk mbahet më siç u rezervua, prandaj rezervimi juaj u anulua. Çdo pagesë për të do t'ju kthehet; do t'ju kontaktojmë për një datë ose ofertë tjetër.${referenceLine('sq', b)}${contactLines('sq', c.agencyPhone)}\n\nBani Travel` };
}

export function subscriptionWelcome(lang: Lang, unsubscribeUrl: string): MailContent {
  return lang === 'en'
    ? { subject: 'Welcome to Bani Travel weekly offers', text: `Thank you for subscribing! Every week we will send you our best offers.\n\nUnsubscribe: ${unsubscribeUrl}` }
    : { subject: 'Mirë se vini te ofertat javore të Bani Travel', text: `Faleminderit që u abonuat! Çdo javë do t'ju dërgojmë ofertat më të mira.\n\nÇregjistrohu: ${unsubscribeUrl}` };
}

export function contactToStaff(m: { name: string; number: string; email: string; message: string }): MailContent {
  return { subject: `Mesazh i ri nga ${m.name}`, text: `Emri: ${m.name}\nNumri: ${m.number}\nEmail: ${m.email}\n\n${m.message}` };
}
