import { DEFAULT_TERMS_EN, DEFAULT_TERMS_SQ } from '../modules/documents/default-terms.js';
import type { BookingFacts } from '../modules/documents/facts.js';

/** A paid family booking with Albanian names, as the documents' tests and bench draw it. */
export const sampleFacts: BookingFacts = {
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
