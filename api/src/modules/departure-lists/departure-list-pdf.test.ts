import { describe, expect, it } from 'vitest';
import { pdfText } from '../../test/pdf-text.js';
import type { Flight } from '../flights/flight.entity.js';
import { PassengerField } from '../passengers/passenger.entity.js';
import { ReservationStatus } from '../reservations/reservation.entity.js';
import { manifestPdf } from './departure-list-pdf.js';
import type { ManifestPassenger } from './departure-lists.types.js';

const agency = { name: 'Bani Travel SH.P.K.', address: 'Rr. Agim Ramadani 15, Prishtinë', email: 'info@bani-travel.com', licence: 'TA-1/2026', phone: '38345963828' };
const flight = {
  id: 1, carrier: 'Chair Airlines', outboundNumber: 'GM 301', returnNumber: 'GM 302', toCode: 'AYT', toCity: 'Antalya', fromAirport: { code: 'PRN' },
  outboundDepartsAt: new Date('2026-07-01T04:00:00Z'), returnDepartsAt: new Date('2026-07-08T10:00:00Z'),
} as unknown as Flight;
const traveller = (i: number): ManifestPassenger => ({
  reference: `BT-2026-${String(i).padStart(6, '0')}`, status: ReservationStatus.CONFIRMED, surname: `Çeku${i}`, givenNames: 'Ëndrit', sex: null, dateOfBirth: null,
  passportNumber: null, passportExpiry: null, nationality: null, childAge: null, infant: false, oneWay: false, missing: [PassengerField.PASSPORT_NUMBER], passportWarning: false,
});

describe('the printed passenger list', () => {
  it('runs over pages with the table header repeated on each and the pages numbered', async () => {
    const passengers = Array.from({ length: 90 }, (_, i) => traveller(i + 1));
    const text = await pdfText(await manifestPdf({ flight, passengers, missing: 90, infants: 0 }, 'en', agency), { layout: true });
    const pages = Number(/ 1\/(\d+)/.exec(text)?.[1]);
    expect(pages).toBeGreaterThan(1);
    // The header once per page, and every traveller once, in order, with ë and ç as written.
    expect(text.match(/No\. Surname Given names/g)).toHaveLength(pages);
    for (let p = 1; p <= pages; p++) expect(text).toContain(`${p}/${pages}`);
    const order = passengers.map((p) => text.indexOf(`${p.surname} Ëndrit`));
    expect(order.every((at, i) => at > 0 && (i === 0 || at > order[i - 1]!))).toBe(true);
  });
});
