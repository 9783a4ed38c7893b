import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../test/pdf-text.js';
import { DEFAULT_TERMS_EN, DEFAULT_TERMS_SQ } from '../default-terms.js';
import { DocumentKind } from '../document.entity.js';
import type { BookingFacts } from '../facts.js';
import { renderDocument } from './render.js';

const facts: BookingFacts = {
  id: 1, reference: 'BT-2026-000123', status: 'CONFIRMED', title: 'Antalya Çamyuva Resort', departureDate: '2027-06-12', returnDate: '2027-06-19', nights: 7,
  bookedOn: '2026-11-27T10:00:00.000Z', customer: { name: 'Ëndrra Çeku', email: 'endrra@example.com', phone: '+383 44 123 456' },
  roomType: { sq: 'Dhomë dyshe', en: 'Double room' }, board: 'Gjysmë pansion', adults: 2, childAges: [7],
  travellers: [{ name: 'Ëndrra Çeku', childAge: null }, { name: 'Dritëro Çeku', childAge: null }, { name: 'Çlirim Çeku', childAge: 7 }],
  priceLines: [{ kind: 'ADULT', age: null, count: 2, unitPrice: 650, amount: 1300 }, { kind: 'CHILD', age: 7, count: 1, unitPrice: 325, amount: 325 }],
  totalCents: 162_500, paidCents: 162_500, freeCancellationUntil: '2027-05-12', balanceDueDate: '2027-05-22', expiresAt: null,
  hotel: 'Çamyuva Beach Resort', place: { sq: 'Kemer, Antalya', en: 'Kemer, Antalya' }, included: { sq: ['Transferi'], en: ['Transfer'] }, notIncluded: { sq: [], en: [] },
  flight: null, isPackage: true,
  stages: [{ kind: 'DEPOSIT', amountCents: 48_750, dueDate: '2026-11-28', paidCents: 48_750 }, { kind: 'BALANCE', amountCents: 113_750, dueDate: '2027-05-22', paidCents: 113_750 }],
  payments: [{ id: 5, kind: 'PAYMENT', method: 'CASH', amountCents: 162_500, paidOn: '2026-11-27', payer: 'Çlirim Çeku', note: '', reversesId: null, createdAt: '2026-11-27T10:00:00.000Z' }],
  terms: { version: 3, sq: DEFAULT_TERMS_SQ, en: DEFAULT_TERMS_EN }, feePercent: 30,
  agency: { name: 'Bani Travel SH.P.K.', address: 'Rr. Agim Ramadani 15, Prishtinë', email: 'info@bani-travel.com', licence: 'TA-1/2026', phone: '38345963828' },
  bank: { name: 'Banka Ekonomike', holder: 'Bani Travel SH.P.K.', iban: 'XK05 1212 0123 4567 8906', swift: 'EKOKXKPR' },
};
const made = { number: 'KON-2026-000001', createdAt: new Date('2026-11-27T10:00:00Z'), paymentId: 5 };

describe('the documents\' text', () => {
  it('keeps every letter of a document drawn after another with Ç and Ë (the fonts are shared)', async () => {
    const [sq, en] = await Promise.all([renderDocument(DocumentKind.CONTRACT, facts, 'sq', made), renderDocument(DocumentKind.CONTRACT, facts, 'en', made)]);
    const after = await renderDocument(DocumentKind.CONTRACT, facts, 'en', made);
    for (const pdf of [en, after]) {
      const text = await pdfText(pdf);
      for (const word of ['Contact', 'Cancellation by the traveller', 'Complaints', 'Çlirim Çeku', 'Ëndrra Çeku', 'General terms (version 3)']) expect(text).toContain(word);
    }
    const albanian = await pdfText(sq);
    for (const word of ['Çmimi', 'Kontakti', 'Ëndrra Çeku', 'Kushtet e përgjithshme (versioni 3)', 'Gjysmë pansion']) expect(albanian).toContain(word);
  });

  it('names a board kept as the package\'s own text in the document\'s language', async () => {
    expect(await pdfText(await renderDocument(DocumentKind.VOUCHER, facts, 'en', made))).toContain('Half board');
    expect(await pdfText(await renderDocument(DocumentKind.VOUCHER, facts, 'sq', made))).toContain('Gjysmë pansion');
  });

  it('writes a receipt for the payer, the amount and the method', async () => {
    const text = await pdfText(await renderDocument(DocumentKind.RECEIPT, facts, 'sq', made));
    for (const word of ['Dëftesë pagese', 'Çlirim Çeku', '€1625.00', 'Para në dorë', 'BT-2026-000123']) expect(text).toContain(word);
  });
});
