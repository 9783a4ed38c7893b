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
