import { describe, expect, it } from 'vitest';
import { reservationToStaff, reservationToUser, statusChanged } from './templates.js';

const booking = { id: 3, title: 'Antalya – Rixos', departureDate: '2026-06-10', returnDate: '2026-06-17', travellers: 1, price: 450, userName: 'Besa' };

describe('mail texts', () => {
  it('says what happened to a reservation as each language says it', () => {
    expect(statusChanged('sq', booking, 'CONFIRMED').subject).toBe('Rezervimi #3 u konfirmua');
    expect(statusChanged('sq', booking, 'CANCELLED').subject).toBe('Rezervimi #3 u anulua');
    expect(statusChanged('sq', booking, 'PENDING').subject).toBe('Rezervimi #3 është në pritje');
    expect(statusChanged('sq', booking, 'CONFIRMED').text).toContain('Rezervimi juaj për "Antalya – Rixos" (2026-06-10) u konfirmua.');
    expect(statusChanged('en', booking, 'CONFIRMED').subject).toBe('Reservation #3 is confirmed');
    expect(statusChanged('en', booking, 'CANCELLED').text).toContain('(2026-06-10) is cancelled.');
  });

  it('counts travellers in the singular and the plural', () => {
    expect(reservationToUser('sq', booking).text).toContain('për 1 udhëtar,');
    expect(reservationToUser('en', booking).text).toContain('for 1 traveller,');
    expect(reservationToUser('en', { ...booking, travellers: 2 }).text).toContain('for 2 travellers,');
    expect(reservationToStaff({ ...booking, travellers: 3 }).text).toContain('3 udhëtarë');
    expect(reservationToUser('sq', booking).subject).toBe('Rezervimi #3 u pranua: Antalya – Rixos');
  });
});

describe('booking mails (issue 20)', () => {
  const booked = {
    ...booking, travellers: 3, reference: 'BT-2026-000123', roomType: 'Dhomë familjare', board: 'ALL_INCLUSIVE', adults: 2, childAges: [5],
    travellerNames: ['Arben Krasniqi', 'Drita Krasniqi', 'Ema Krasniqi'], total: 1750.5, deposit: 525.15, balance: 1225.35,
    balanceDueDate: '2026-05-20', freeCancellationUntil: '2026-05-27', customerEmail: 'arben@example.com', customerPhone: '+38344123456',
  };

  it('carries the reference, the option, the party, the names, the total and the plan', () => {
    const sq = reservationToUser('sq', booked).text;
    for (const part of ['Numri i rezervimit: BT-2026-000123', 'Opsioni: Dhomë familjare, All Inclusive', 'Udhëtarët: 2 të rritur, 1 fëmijë (mosha: 5)',
      'Emrat: Arben Krasniqi, Drita Krasniqi, Ema Krasniqi', 'Totali: €1750.50', 'Kapari: €525.15, pjesa tjetër €1225.35 deri më 2026-05-20',
      'Anulim falas deri më 2026-05-27']) expect(sq).toContain(part);
    const en = reservationToUser('en', booked).text;
    for (const part of ['Booking reference: BT-2026-000123', 'Option: Dhomë familjare, All inclusive', 'Travellers: 2 adults, 1 child (ages: 5)', 'Total: €1750.50']) {
      expect(en).toContain(part);
    }
    expect(reservationToStaff(booked).text).toContain('Kontakti: arben@example.com, +38344123456');
    expect(statusChanged('sq', booked, 'CONFIRMED').text).toContain('Numri i rezervimit: BT-2026-000123');
  });
});
