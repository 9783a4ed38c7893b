import { describe, expect, it } from 'vitest';
import { longDate } from './mail-words.js';
import { cancelledByCustomer, cancelledByCustomerToStaff, departureWithdrawn, reservationToStaff, reservationToUser, statusChanged } from './templates.js';

const booking = { id: 3, title: 'Antalya – Rixos', departureDate: '2026-06-10', returnDate: '2026-06-17', travellers: 1, price: 450, userName: 'Besa' };
const c = { today: '2026-05-01', agencyPhone: '38345963828' };

describe('mail texts', () => {
  it('says what happened to a reservation as each language says it, with dates as each writes them', () => {
    expect(statusChanged('sq', booking, 'CONFIRMED', c).subject).toBe('Rezervimi #3 u konfirmua');
    expect(statusChanged('sq', booking, 'CANCELLED', c).subject).toBe('Rezervimi #3 u anulua');
    expect(statusChanged('sq', booking, 'OPTION', c).subject).toBe('Rezervimi #3 mbahet si opsion');
    expect(statusChanged('en', booking, 'EXPIRED', c).subject).toBe('Reservation #3 has expired');
    expect(statusChanged('sq', booking, 'CONFIRMED', c).text).toContain('Rezervimi juaj për "Antalya – Rixos" (10 qershor 2026) u konfirmua.');
    expect(statusChanged('en', booking, 'CONFIRMED', c).subject).toBe('Reservation #3 is confirmed');
    expect(statusChanged('en', booking, 'CANCELLED', c).text).toContain('(10 June 2026) is cancelled.');
    expect(reservationToUser('sq', booking, c).text).toContain('(10 qershor 2026 – 17 qershor 2026)');
    expect(longDate('sq', '2026-12-12')).toBe('12 dhjetor 2026');
    expect(longDate('en', '2026-12-01')).toBe('1 December 2026');
  });

  it('counts travellers in the singular and the plural', () => {
    expect(reservationToUser('sq', booking, c).text).toContain('për 1 udhëtar,');
    expect(reservationToUser('en', booking, c).text).toContain('for 1 traveller,');
    expect(reservationToUser('en', { ...booking, travellers: 2 }, c).text).toContain('for 2 travellers,');
    expect(reservationToStaff({ ...booking, travellers: 3 }, c).text).toContain('3 udhëtarë');
    expect(reservationToUser('sq', booking, c).subject).toBe('Rezervimi #3 u pranua: Antalya – Rixos');
  });

  it("gives the customer the agency's phone, WhatsApp and a Viber link with its \"+\"", () => {
    for (const text of [reservationToUser('sq', booking, c).text, statusChanged('en', booking, 'CONFIRMED', c).text, cancelledByCustomer('sq', booking, c).text]) {
      expect(text).toContain('viber://chat?number=%2B38345963828');
      expect(text).toContain('https://wa.me/38345963828');
      expect(text).toContain('+38345963828');
    }
  });

  it('tells the customer and staff of a cancel by the customer, and of a withdrawn departure', () => {
    expect(cancelledByCustomer('sq', booking, c).text).toContain('Sipas kërkesës suaj, rezervimi për "Antalya – Rixos" (10 qershor 2026) u anulua.');
    expect(cancelledByCustomer('en', booking, c).subject).toBe('Reservation #3 is cancelled');
    expect(cancelledByCustomerToStaff(booking).subject).toBe('Klienti anuloi rezervimin #3: Antalya – Rixos');
    expect(departureWithdrawn('en', booking, c).text).toContain('"Antalya – Rixos" on 10 June 2026 no longer takes place');
  });
});

describe('booking mails (issue 20)', () => {
  const booked = {
    ...booking, travellers: 3, reference: 'BT-2026-000123', roomType: 'Dhomë familjare', board: 'ALL_INCLUSIVE', adults: 2, childAges: [5],
    travellerNames: ['Arben Krasniqi', 'Drita Krasniqi', 'Ema Krasniqi'], total: 1750.5, deposit: 525.15, balance: 1225.35,
    balanceDueDate: '2026-05-20', freeCancellationUntil: '2026-05-27', customerEmail: 'arben@example.com', customerPhone: '+38344123456',
  };

  it('carries the reference, the option, the party, the names, the total and the plan', () => {
    const sq = reservationToUser('sq', booked, c).text;
    for (const part of ['Numri i rezervimit: BT-2026-000123', 'Opsioni: Dhomë familjare, All Inclusive', 'Udhëtarët: 2 të rritur, 1 fëmijë (mosha: 5)',
      'Emrat: Arben Krasniqi, Drita Krasniqi, Ema Krasniqi', 'Totali: €1750.50',
      'Anulim falas deri më 27 maj 2026']) expect(sq).toContain(part);
    const en = reservationToUser('en', booked, c).text;
    for (const part of ['Booking reference: BT-2026-000123', 'Option: Dhomë familjare, All inclusive', 'Travellers: 2 adults, 1 child (ages: 5)', 'Total: €1750.50',
      'Free cancellation until 27 May 2026']) {
      expect(en).toContain(part);
    }
    expect(reservationToStaff(booked, c).text).toContain('Kontakti: arben@example.com, +38344123456');
    expect(statusChanged('sq', booked, 'CONFIRMED', c).text).toContain('Numri i rezervimit: BT-2026-000123');
  });

  it('promises no free cancellation whose last day has already passed (issue 42)', () => {
    const late = { ...booked, freeCancellationUntil: '2026-04-20' };
    expect(reservationToUser('sq', late, c).text).not.toContain('Anulim falas deri');
    expect(reservationToUser('sq', late, c).text).toContain('Anulim falas: nuk ofrohet më për këtë nisje');
    expect(reservationToUser('en', late, c).text).toContain('Free cancellation: no longer available for this departure');
    expect(reservationToUser('en', { ...booked, freeCancellationUntil: '2026-05-01' }, c).text).toContain('Free cancellation until 1 May 2026');
  });

  it('gives the payment schedule, a stage a line, and the reference to quote when paying (issue 44)', () => {
    const sq = reservationToUser('sq', booked, c).text;
    expect(sq).toContain('Plani i pagesave:\n- Kapari: €525.15, sot (1 maj 2026)\n- Pjesa tjetër: €1225.35, deri më 20 maj 2026');
    expect(sq).toContain('shkruani numrin e rezervimit BT-2026-000123 në përshkrimin e pagesës');
    const en = reservationToUser('en', booked, c).text;
    expect(en).toContain('Payment schedule:\n- Deposit: €525.15, today (1 May 2026)\n- Balance: €1225.35, by 20 May 2026');
    expect(en).toContain('write the booking reference BT-2026-000123 in the payment details');
    // The agency's account, when the configuration gives it, for a transfer from abroad.
    const bank = { name: 'Banka Ekonomike', holder: 'Bani Travel SH.P.K.', iban: 'XK05 1212 0123 4567 8906', swift: 'EKOKXKPR' };
    expect(sq).not.toContain('IBAN');
    expect(reservationToUser('sq', booked, { ...c, bank }).text).toContain('Banka: Banka Ekonomike, përfituesi: Bani Travel SH.P.K., IBAN: XK05 1212 0123 4567 8906, SWIFT/BIC: EKOKXKPR.');
    expect(reservationToUser('en', booked, { ...c, bank }).text).toContain('IBAN: XK05 1212 0123 4567 8906');
    // The stages add up to the total to the cent, as the stored schedule does.
    const amounts = [...sq.matchAll(/^- [^:]+: €([\d.]+)/gm)].map((m) => Math.round(Number(m[1]) * 100));
    expect(amounts.reduce((a, b) => a + b, 0)).toBe(175_050);
  });

  it('asks everything today when departure is near, with no balance of nothing on a later day (issue 44)', () => {
    const near = { ...booked, deposit: 1750.5, balance: 0, balanceDueDate: '2026-04-28' };
    const sq = reservationToUser('sq', near, c).text;
    expect(sq).toContain('Pagesa: e gjithë shuma, €1750.50, sot (1 maj 2026)');
    expect(sq).not.toContain('Pjesa tjetër');
    expect(sq).not.toContain('€0.00');
    const en = reservationToUser('en', near, c).text;
    expect(en).toContain('Payment: the full amount, €1750.50, today (1 May 2026)');
    expect(en).not.toContain('Balance');
  });

  it('says nothing of a schedule or a reference for a reservation from before the booking details', () => {
    expect(reservationToUser('sq', booking, c).text).not.toContain('Plani i pagesave');
    expect(reservationToUser('en', booking, c).text).not.toContain('booking reference');
  });
});
