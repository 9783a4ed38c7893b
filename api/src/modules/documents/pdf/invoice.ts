import type { BookingFacts } from '../facts.js';
import { date, eur, priceLineLabel, STAGES, type Lang } from '../words.js';
import type { PdfWriter } from './writer.js';

const T = {
  sq: {
    billTo: 'Faturuar për', reference: 'Numri i rezervimit', trip: 'Udhëtimi', dates: 'Datat',
    item: 'Përshkrimi', count: 'Sasia', unit: 'Çmimi njësi', amount: 'Shuma', total: 'Totali',
    schedule: 'Plani i pagesave', stage: 'Pagesa', due: 'Afati', paid: 'Paguar', left: 'Për t\'u paguar',
    paidSoFar: 'Paguar deri më tani', outstanding: 'Mbetet për t\'u paguar',
    howToPay: 'Si të paguani', bank: 'Banka', holder: 'Përfituesi', quote: 'Përshkrimi i pagesës',
    quoteText: (ref: string) => `Shkruani numrin e rezervimit ${ref} në përshkrimin e pagesës, që pagesa të gjejë rezervimin tuaj. Mund të paguani edhe në zyrën tonë, me para në dorë ose me kartelë.`,
    notTax: 'Kjo faturë proforma nuk është faturë tatimore; dëftesa e pagesës lëshohet për çdo pagesë.',
  },
  en: {
    billTo: 'Billed to', reference: 'Booking reference', trip: 'Trip', dates: 'Dates',
    item: 'Item', count: 'Qty', unit: 'Unit price', amount: 'Amount', total: 'Total',
    schedule: 'Payment schedule', stage: 'Payment', due: 'Due by', paid: 'Paid', left: 'To pay',
    paidSoFar: 'Paid so far', outstanding: 'Still to pay',
    howToPay: 'How to pay', bank: 'Bank', holder: 'Account holder', quote: 'Payment details',
    quoteText: (ref: string) => `Write the booking reference ${ref} in the payment details, so that the payment finds your booking. You may also pay at our office, in cash or by card.`,
    notTax: 'This pro-forma invoice is not a tax invoice; a receipt is issued for every payment.',
  },
};

export function drawInvoice(w: PdfWriter, f: BookingFacts, lang: Lang): void {
  const t = T[lang];
  w.facts([
    [t.billTo, [f.customer.name, f.customer.email, f.customer.phone].filter(Boolean).join('\n')],
    [t.reference, f.reference], [t.trip, f.title], [t.dates, `${date(lang, f.departureDate)} – ${date(lang, f.returnDate)}`],
  ]);
  w.heading(t.item).table([t.item, t.count, t.unit, t.amount],
    [...f.priceLines.map((l) => [`${f.title}: ${priceLineLabel(lang, l.kind, l.age)}`, String(l.count), eur(Math.round(l.unitPrice * 100)), eur(Math.round(l.amount * 100))]),
      [t.total, '', '', eur(f.totalCents)]], [0.46, 0.12, 0.21, 0.21], 1);
  w.heading(t.schedule).table([t.stage, t.due, t.amount, t.paid, t.left],
    f.stages.map((s) => [STAGES[lang][s.kind] ?? s.kind, date(lang, s.dueDate), eur(s.amountCents), eur(s.paidCents), eur(s.amountCents - s.paidCents)]),
    [0.26, 0.27, 0.158, 0.156, 0.156], 2);
  w.facts([[t.paidSoFar, eur(f.paidCents)], [t.outstanding, eur(Math.max(0, f.totalCents - f.paidCents))]]);
  w.heading(t.howToPay).facts([
    [t.bank, f.bank.name], [t.holder, f.bank.holder], ['IBAN', f.bank.iban], ['SWIFT/BIC', f.bank.swift], [t.quote, f.reference],
  ]).paragraph(t.quoteText(f.reference)).paragraph(t.notTax, { muted: true });
}
