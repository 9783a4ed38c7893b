/** Mails of a booking's life after the click (issue 43): held, lapsed, waitlisted, offered seats. */
import type { Booking, MailContent, MailContext } from './templates.js';
import { contactLines, longDate, optionLine, type Lang } from './mail-words.js';

const ref = (lang: Lang, b: Booking) => (b.reference ? `\n${lang === 'en' ? 'Booking reference' : 'Numri i rezervimit'}: ${b.reference}` : '');

/** The option lapsed unconfirmed: the seats went back; the customer may book again if seats are left. */
export function optionExpired(lang: Lang, b: Booking, c: MailContext): MailContent {
  const date = longDate(lang, b.departureDate);
  return lang === 'en'
    ? { subject: `Reservation ${b.reference ?? `#${b.id}`} has expired`,
        text: `Hello ${b.userName},\n\nYour option on "${b.title}" (${date}) was not confirmed in time, so it has expired and its seats were released. Nothing is owed for it. If you still wish to travel, book again on our site or contact us.${ref('en', b)}${contactLines('en', c.agencyPhone)}\n\nBani Travel` }
    : { subject: `Rezervimi ${b.reference ?? `#${b.id}`} skadoi`,
        text: `Përshëndetje ${b.userName},\n\nOpsioni juaj për "${b.title}" (${date}) nuk u konfirmua me kohë, prandaj skadoi dhe vendet u liruan. Për të nuk keni asgjë për të paguar. Nëse dëshironi ende të udhëtoni, rezervoni përsëri në faqen tonë ose na kontaktoni.${ref('sq', b)}${contactLines('sq', c.agencyPhone)}\n\nBani Travel` };
}

/** The departure was full: the party waits, first come first served. */
export function waitlisted(lang: Lang, b: Booking, c: MailContext): MailContent {
  const date = longDate(lang, b.departureDate);
  return lang === 'en'
    ? { subject: `You are on the waiting list: ${b.title}`,
        text: `Hello ${b.userName},\n\n"${b.title}" (${date}) is full, so we put your party of ${b.travellers} on its waiting list. When seats are freed, the first party on the list they fit is offered them, and we will write to you at once. Nothing is owed until then.${ref('en', b)}${contactLines('en', c.agencyPhone)}\n\nBani Travel` }
    : { subject: `Jeni në listën e pritjes: ${b.title}`,
        text: `Përshëndetje ${b.userName},\n\n"${b.title}" (${date}) është plot, prandaj grupin tuaj prej ${b.travellers} vetash e vendosëm në listën e pritjes. Kur lirohen vende, ato i ofrohen grupit të parë në listë që nxë, dhe do t'ju shkruajmë menjëherë. Deri atëherë nuk keni asgjë për të paguar.${ref('sq', b)}${contactLines('sq', c.agencyPhone)}\n\nBani Travel` };
}

/** Seats were freed for a waitlisted party: they now hold them as an option, until a time. */
export function waitlistOffer(lang: Lang, b: Booking & { expiresAt?: Date | null }, c: MailContext): MailContent {
  const date = longDate(lang, b.departureDate);
  return lang === 'en'
    ? { subject: `Seats are free for you: ${b.title}`,
        text: `Hello ${b.userName},\n\nGood news: seats were freed on "${b.title}" (${date}) and they are now held for your party of ${b.travellers}.${optionLine('en', b.expiresAt, b.deposit)}\n\nIf you no longer wish to travel, cancel it in "My reservations" so the next party gets the seats.${ref('en', b)}${contactLines('en', c.agencyPhone)}\n\nBani Travel` }
    : { subject: `U liruan vende për ju: ${b.title}`,
        text: `Përshëndetje ${b.userName},\n\nLajm i mirë: u liruan vende për "${b.title}" (${date}) dhe tani mbahen për grupin tuaj prej ${b.travellers} vetash.${optionLine('sq', b.expiresAt, b.deposit)}\n\nNëse nuk dëshironi më të udhëtoni, anulojeni te "Rezervimet e mia", që vendet t'i marrë grupi tjetër.${ref('sq', b)}${contactLines('sq', c.agencyPhone)}\n\nBani Travel` };
}
