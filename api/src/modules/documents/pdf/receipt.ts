import type { BookingFacts, PaymentFacts } from '../facts.js';
import { date, eur, METHODS, type Lang } from '../words.js';
import type { PdfWriter } from './writer.js';

const T = {
  sq: {
    PAYMENT: 'Pranuam nga', REFUND: 'Kthyem te', REVERSAL: 'Stornuam hyrjen e',
    amount: 'Shuma', method: 'Mënyra', on: 'Data', forBooking: 'Për rezervimin', note: 'Shënim',
    reverses: 'Stornon hyrjen', total: 'Totali i rezervimit', paidToDate: 'Paguar gjithsej me këtë', left: 'Mbetet për t\'u paguar',
    thanks: 'Faleminderit! Ruajeni këtë dëftesë si dëshmi të pagesës.',
  },
  en: {
    PAYMENT: 'Received from', REFUND: 'Paid back to', REVERSAL: 'Reversed the entry of',
    amount: 'Amount', method: 'Method', on: 'Date', forBooking: 'For booking', note: 'Note',
    reverses: 'Reverses entry', total: 'Booking total', paidToDate: 'Paid in all with this', left: 'Still to pay',
    thanks: 'Thank you! Keep this receipt as proof of payment.',
  },
};

export function drawReceipt(w: PdfWriter, f: BookingFacts, lang: Lang, paymentId: number): void {
  const t = T[lang];
  const p: PaymentFacts | undefined = f.payments.find((x) => x.id === paymentId);
  if (!p) throw new Error(`payment ${paymentId} is not an entry of booking ${f.id}`);
  const upTo = f.payments.filter((x) => x.id <= p.id).reduce((sum, x) => sum + x.amountCents, 0);
  w.facts([
    [t[p.kind as 'PAYMENT'] ?? t.PAYMENT, p.payer || f.customer.name],
    [t.amount, eur(p.amountCents)], [t.method, METHODS[lang][p.method] ?? p.method], [t.on, date(lang, p.paidOn)],
    [t.forBooking, `${f.reference}, ${f.title} (${date(lang, f.departureDate)} – ${date(lang, f.returnDate)})`],
    ...(p.reversesId ? [[t.reverses, `#${p.reversesId}`] as const] : []),
    ...(p.note ? [[t.note, p.note] as const] : []),
  ]);
  w.heading(t.total).facts([[t.total, eur(f.totalCents)], [t.paidToDate, eur(upTo)], [t.left, eur(Math.max(0, f.totalCents - upTo))]]);
  w.paragraph(t.thanks, { muted: true });
}
