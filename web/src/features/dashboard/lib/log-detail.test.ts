import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { en } from '../../../lib/i18n/en';
import { dashboard_sq } from '../../../lib/i18n/dashboard.sq';
import { sq } from '../../../lib/i18n/sq';
import { logChanges, logObject } from './log-detail';

const translator = async (lng: 'sq' | 'en') => {
  const i18n = i18next.createInstance();
  await i18n.init({ resources: { sq: { translation: { ...sq, ...dashboard_sq } }, en: { translation: en } }, lng, showSupportNotice: false });
  return i18n.t;
};

describe('log details worded per language (issue 16, item 22)', () => {
  it('names fields as the forms label them, with prices, dates and statuses worded', async () => {
    const detail = {
      subject: 'Antalya – Rixos',
      changes: [
        { field: 'price', from: '399', to: '377' },
        { field: 'departureDate', from: '2026-06-10', to: '2026-06-12' },
        { field: 'status', from: 'OPTION', to: 'CONFIRMED' },
        { field: 'role', from: 'user', to: 'admin' },
        { field: 'handled', from: 'false', to: 'true' },
      ],
    };
    expect(logChanges(await translator('en'), detail)).toEqual([
      'Price: €399 → €377', 'Departure date: 10.06.2026 → 12.06.2026', 'Status: Option → Confirmed', 'Role: User → Admin', 'Handled: no → yes',
    ]);
    expect(logChanges(await translator('sq'), detail)).toEqual([
      'Çmimi: €399 → €377', 'Data e nisjes: 10.06.2026 → 12.06.2026', 'Statusi: Opsion → E konfirmuar', 'Roli: Klient → Administrator', 'Trajtuar: jo → po',
    ]);
  });

  it("words a mail sent again, and a note and a package's cancelled bookings (issue 42)", async () => {
    const detail = { changes: [{ field: 'status', from: 'FAILED', to: 'PENDING' }, { field: 'note', from: null, to: 'Thirre nesër' }, { field: 'cancelledBookings', to: '2' }] };
    expect(logChanges(await translator('sq'), detail, 'EDIT')).toEqual(['Statusi: Dështuar → Në pritje', 'Shënim: Thirre nesër', 'Rezervime të anuluara: 2']);
    expect(logChanges(await translator('en'), detail, 'EDIT')).toEqual(['Status: Failed → Pending', 'Note: Thirre nesër', 'Cancelled bookings: 2']);
  });

  it('words the object in the page language; a field or list it does not know shows as it came', async () => {
    const t = await translator('en');
    expect(logObject(t, { kind: 'CARD', entity: 'Kartë', entityId: 12, detail: { list: 'ISTANBUL', changes: [] } })).toBe('Card · Istanbul #12');
    expect(logObject(t, { kind: 'ROOM_PRICE', entity: 'Çmim dhome Turqi', entityId: null })).toBe('Room price (Turkey)');
    expect(logObject(t, { kind: 'OTHER', entity: 'Sistemi i vjetër', entityId: null })).toBe('Sistemi i vjetër');
    expect(logChanges(t, { changes: [{ field: 'brandNew', from: null, to: 'x' }] }, 'EDIT')).toEqual(['brandNew: — → x']);
    // An added row's facts come over GraphQL with `from: null`.
    expect(logChanges(t, { changes: [{ field: 'stars', from: null, to: '4' }, { field: 'returnDate', from: null, to: '2026-06-17' }] }, 'ADD'))
      .toEqual(['Stars: 4', 'Return date: 17.06.2026']);
    expect(logObject(await translator('sq'), { kind: 'COUNTRY', entity: 'Shteti', entityId: 3 })).toBe('Shteti #3');
  });
});
