import { dateRange, type Lang } from './mail-words.js';
import type { MailContent } from './templates.js';

const eur = (cents: number) => `€${(cents / 100).toFixed(2)}`;

export interface ReceiptFacts { name: string; reference: string; title: string; departureDate: string; returnDate: string; amountCents: number; paidCents: number; totalCents: number; paidInFull: boolean }

/** A payment received (issue 45): its receipt rides along, and the voucher with the last one. */
export function paymentReceived(lang: Lang, f: ReceiptFacts): MailContent {
  const left = Math.max(0, f.totalCents - f.paidCents);
  if (lang === 'en') {
    return {
      subject: `Payment received: ${f.reference}`,
      text: `Hello ${f.name},\n\nWe received your payment of ${eur(f.amountCents)} for booking ${f.reference} (${f.title}, ${dateRange(lang, f.departureDate, f.returnDate)}). `
        + `Paid in all: ${eur(f.paidCents)} of ${eur(f.totalCents)}; still to pay: ${eur(left)}.\n\nThe receipt is attached to this e-mail.`
        + (f.paidInFull ? ' The booking is paid in full: the voucher for the hotel and the transfer is attached as well.' : '')
        + '\nYou will also find your documents under "My reservations".\n\nBani Travel',
    };
  }
  return {
    subject: `Pagesa u pranua: ${f.reference}`,
    text: `Përshëndetje ${f.name},\n\nPranuam pagesën tuaj prej ${eur(f.amountCents)} për rezervimin ${f.reference} (${f.title}, ${dateRange(lang, f.departureDate, f.returnDate)}). `
      + `Paguar gjithsej: ${eur(f.paidCents)} nga ${eur(f.totalCents)}; mbetet për t'u paguar: ${eur(left)}.\n\nDëftesa e pagesës është bashkëngjitur këtij emaili.`
      + (f.paidInFull ? ' Rezervimi është paguar plotësisht: vauçeri për hotelin dhe transferin është bashkëngjitur gjithashtu.' : '')
      + '\nDokumentet tuaja i gjeni edhe te "Rezervimet e mia".\n\nBani Travel',
  };
}
