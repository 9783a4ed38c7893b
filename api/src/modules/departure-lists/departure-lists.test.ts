import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { logCapture } from '../../test/log-capture.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';
import { MANIFEST_HEADER, ROOMING_HEADER } from './departure-list-files.js';

/** Issue 46, item 3: the airline's passenger list per flight and the hotel's rooming list, on screen and as files. */
const capture = logCapture();
let t: TestApp;
type Agent = Awaited<ReturnType<TestApp['loginAs']>>;
let admin: Agent;
let owner: Agent;
let customer: Agent;
beforeAll(async () => {
  t = await createTestApp({}, { logger: capture.logger });
  admin = await t.loginAs(Role.ADMIN);
  owner = await t.loginAs(Role.OWNER);
  customer = await t.loginAs(Role.USER);
});
afterAll(() => t.close());

let hotels = 0;
const PASSPORT = 'P98765432';
/** The response's bytes, as sent (an .xlsx is a zip). */
const bytes = (req: ReturnType<Agent['get']>) => req.buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});
/** exceljs's types name Node's Buffer of an older @types/node. */
const workbook = async (body: unknown) => {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(body as Parameters<typeof book.xlsx.load>[0]);
  return book;
};
const MANIFEST = `query($id: Int!) { flightManifest(flightId: $id) { missing infants flight { id outboundNumber }
  passengers { reference status surname givenNames sex dateOfBirth passportNumber passportExpiry nationality childAge infant oneWay missing passportWarning } } }`;
const ROOMING = `query($i: RoomingListInput!) { roomingList(input: $i) { hotel arrival guests missingNames
  rooms { reference status roomType board adults childAges arrival departure missingNames guests { surname givenNames childAge } } } }`;

/** A flight, a package on it with its hotel's name, and on it: a confirmed family with an infant, an option, a cancelled booking; a seat sold alone. */
async function departure() {
  // A hotel of its own each time: two packages naming the same hotel share its rooming list.
  const hotel = `Hotel Lara Beach Ë ${++hotels}`;
  const pkg = await createPackage(t);
  const [{ airport_id: airportId }] = (await t.pool.query('select airport_id from packages where id = $1', [pkg.id])).rows;
  const out = new Date(`${pkg.dataNisjes}T06:00:00Z`);
  const back = new Date(`${pkg.dataKthimit}T12:00:00Z`);
  const plus2 = (d: Date) => new Date(d.getTime() + 2 * 3600_000).toISOString();
  const flight = (await gql(admin, 'mutation($i: FlightInput!) { createFlight(input: $i) { id } }', { i: {
    carrier: 'Chair Airlines', outboundNumber: 'GM 301', returnNumber: 'GM 302', fromAirportId: Number(airportId), toCode: 'AYT', toCity: 'Antalya',
    outboundDepartsAt: out.toISOString(), outboundArrivesAt: plus2(out), returnDepartsAt: back.toISOString(), returnArrivesAt: plus2(back),
    baggage: '20 kg', seatsOutbound: 20, seatsReturn: 20, seatPrice: 150,
  } })).body.data.createFlight as { id: number };
  await gql(admin, 'mutation($id: Int!, $f: Int) { updatePackage(id: $id, input: { flightId: $f }) { id } }', { id: pkg.id, f: flight.id }).expect(200);
  await gql(admin, 'mutation($id: Int!, $i: PackageContentInput!) { updatePackageContent(packageId: $id, input: $i) { id } }', { id: pkg.id, i: { hotelName: hotel } }).expect(200);

  const book = async (adults: number, childAges: number[], names: string[]) => {
    const agent = await t.loginAs(Role.USER);
    const res = await gql(agent, 'mutation($i: BookingInput!) { bookPackage(input: $i) { id reference } }', { i: { packageId: pkg.id, adults, childAges, travellerNames: names } });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.bookPackage as { id: number; reference: string };
  };
  const family = await book(2, [1], ['Arben Krasniqi', 'Teuta Krasniqi', 'Era Krasniqi']);
  const option = await book(1, [], ['Drita Hoxha']);
  const cancelled = await book(1, [], ['Blerim Gashi']);
  await t.pool.query(`update reservations set status = 'CONFIRMED', expires_at = null where id = $1`, [family.id]);
  await t.pool.query(`update reservations set status = 'CANCELLED', cancelled_at = now() where id = $1`, [cancelled.id]);
  // The option's traveller has no name yet: the customer still has to give it.
  await t.pool.query(`update passengers set given_names = '' where reservation_id = $1`, [option.id]);

  const [first] = (await gql(admin, 'query($id: Int!) { bookingPassengers(reservationId: $id) { passengers { id surname givenNames } } }', { id: family.id })).body.data.bookingPassengers.passengers;
  const saved = await gql(admin, 'mutation($id: Int!, $p: [PassengerInput!]!) { updatePassengers(reservationId: $id, passengers: $p) { missing } }', {
    id: family.id, p: [{ ...first, sex: 'M', dateOfBirth: '1980-04-12', passportNumber: PASSPORT, passportExpiry: addDays(pkg.dataKthimit, 3650), nationality: 'XK' }],
  });
  expect(saved.body.errors).toBeUndefined();

  const seatsAlone = (await gql(customer, 'mutation($i: SeatBookingInput!) { bookSeats(input: $i) { id reference } }', {
    i: { flightId: flight.id, adults: 1, travellerNames: ['Luan Berisha'], oneWay: true },
  })).body.data.bookSeats as { id: number; reference: string };
  return { hotel, pkg, flight, family, option, cancelled, seatsAlone };
}

describe('departure lists', () => {
  it('lists every traveller holding a seat on the flight, its status and what is missing; a cancelled booking is not on it', async () => {
    const d = await departure();
    const { body } = await gql(owner, MANIFEST, { id: d.flight.id });
    expect(body.errors).toBeUndefined();
    const m = body.data.flightManifest;
    expect(m.passengers.map((p: { reference: string; surname: string; givenNames: string }) => [p.reference, p.surname, p.givenNames])).toEqual([
      [d.family.reference, 'Krasniqi', 'Arben'], [d.family.reference, 'Krasniqi', 'Teuta'], [d.family.reference, 'Krasniqi', 'Era'],
      [d.option.reference, 'Hoxha', ''], [d.seatsAlone.reference, 'Berisha', 'Luan'],
    ]);
    expect(m.passengers.some((p: { reference: string }) => p.reference === d.cancelled.reference)).toBe(false);
    expect(m.passengers[0]).toMatchObject({
      status: 'CONFIRMED', sex: 'M', dateOfBirth: '1980-04-12', passportNumber: PASSPORT, nationality: 'XK', childAge: null, infant: false, missing: [], passportWarning: false,
    });
    expect(m.passengers[2]).toMatchObject({ childAge: 1, infant: true, missing: ['DATE_OF_BIRTH', 'PASSPORT_NUMBER', 'PASSPORT_EXPIRY'] });
    expect(m.passengers[3]).toMatchObject({ status: 'OPTION', missing: ['NAMES', 'DATE_OF_BIRTH', 'PASSPORT_NUMBER', 'PASSPORT_EXPIRY'] });
    expect(m.passengers[4]).toMatchObject({ oneWay: true, status: expect.stringMatching(/OPTION|CONFIRMED/) });
    expect(m).toMatchObject({ missing: 4, infants: 1, flight: { id: d.flight.id, outboundNumber: 'GM 301' } });

    // The rooming list of the hotel that day: the two live bookings, a room each; the seat alone is no guest.
    const rooming = (await gql(admin, ROOMING, { i: { hotel: d.hotel, date: d.pkg.dataNisjes } })).body.data.roomingList;
    expect(rooming).toMatchObject({ hotel: d.hotel, arrival: d.pkg.dataNisjes, guests: 4, missingNames: 1 });
    expect(rooming.rooms).toEqual([
      { reference: d.family.reference, status: 'CONFIRMED', roomType: expect.any(String), board: expect.any(String), adults: 2, childAges: [1], arrival: d.pkg.dataNisjes,
        departure: d.pkg.dataKthimit, missingNames: 0, guests: [{ surname: 'Krasniqi', givenNames: 'Arben', childAge: null }, { surname: 'Krasniqi', givenNames: 'Teuta', childAge: null }, { surname: 'Krasniqi', givenNames: 'Era', childAge: 1 }] },
      expect.objectContaining({ reference: d.option.reference, status: 'OPTION', missingNames: 1, guests: [{ surname: 'Hoxha', givenNames: '', childAge: null }] }),
    ]);
    const choices = (await gql(admin, 'query($p: ArrivalPeriodInput) { roomingChoices(period: $p) { hotel arrival rooms guests } }', { p: { from: d.pkg.dataNisjes, to: d.pkg.dataNisjes } })).body.data.roomingChoices;
    expect(choices).toContainEqual({ hotel: d.hotel, arrival: d.pkg.dataNisjes, rooms: 2, guests: 4 });
    // Another day or another hotel: nobody.
    expect((await gql(admin, ROOMING, { i: { hotel: d.hotel, date: addDays(d.pkg.dataNisjes, 1) } })).body.data.roomingList.rooms).toEqual([]);
    expect((await gql(admin, ROOMING, { i: { hotel: 'Another hotel', date: d.pkg.dataNisjes } })).body.data.roomingList.rooms).toEqual([]);
  });

  it('downloads both lists as CSV and XLSX that read back the same; the activity log says who took which list, never a passport', async () => {
    const d = await departure();
    const csv = await admin.get(`/api/departure-lists/flights/${d.flight.id}.csv`).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="?pasagjeret-gm-301-[a-z]+-ayt-\d{4}-\d{2}-\d{2}\.csv"?$/);
    expect(csv.headers['cache-control']).toBe('private, no-store');
    const rows = parse(csv.text, { bom: true }) as string[][];
    expect(rows[0]).toEqual(MANIFEST_HEADER);
    expect(rows.slice(1).map((r) => r.slice(1, 4).concat(r.slice(8, 11)))).toEqual([
      ['Krasniqi', 'Arben', 'M', '', d.family.reference, 'CONFIRMED'], ['Krasniqi', 'Teuta', '', '', d.family.reference, 'CONFIRMED'],
      ['Krasniqi', 'Era', '', 'INF', d.family.reference, 'CONFIRMED'], ['Hoxha', '', '', '', d.option.reference, 'OPTION'], ['Berisha', 'Luan', '', '', d.seatsAlone.reference, expect.any(String)],
    ]);
    expect(rows[1]!.slice(4, 8)).toEqual(['1980-04-12', PASSPORT, expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), 'XK']);
    expect(rows[4]![12]).toBe('NAMES DATE_OF_BIRTH PASSPORT_NUMBER PASSPORT_EXPIRY');

    const xlsx = await bytes(owner.get(`/api/departure-lists/flights/${d.flight.id}.xlsx`)).expect(200);
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const book = await workbook(xlsx.body);
    const sheet = book.worksheets[0]!;
    const read = (n: number) => (sheet.getRow(n).values as unknown[]).slice(1).map((v) => (v === undefined || v === null ? '' : String(v)));
    expect(sheet.rowCount).toBe(rows.length);
    for (let i = 1; i <= rows.length; i++) expect(read(i)).toEqual(rows[i - 1]);

    const rcsv = await admin.get('/api/departure-lists/rooming.csv').query({ hotel: d.hotel, date: d.pkg.dataNisjes }).expect(200);
    const rrows = parse(rcsv.text, { bom: true }) as string[][];
    expect(rrows[0]).toEqual(ROOMING_HEADER);
    expect(rrows.slice(1).map((r) => [r[1], r[2], r[5], r[6], r[7], r[8], r[9], r[10]])).toEqual([
      [d.family.reference, 'CONFIRMED', 'Krasniqi Arben; Krasniqi Teuta; Krasniqi Era (1)', '2', '1', d.pkg.dataNisjes, d.pkg.dataKthimit, '0'],
      [d.option.reference, 'OPTION', 'Hoxha', '1', '', d.pkg.dataNisjes, d.pkg.dataKthimit, '1'],
    ]);
    const rxlsx = await bytes(admin.get('/api/departure-lists/rooming.xlsx').query({ hotel: d.hotel, date: d.pkg.dataNisjes })).expect(200);
    const rbook = await workbook(rxlsx.body);
    expect(String(rbook.worksheets[0]!.getRow(2).getCell(6).value)).toBe('Krasniqi Arben; Krasniqi Teuta; Krasniqi Era (1)');

    const { rows: logs } = await t.pool.query<{ username: string; action: string; entity_id: number | null; details: string; detail: unknown }>(
      `select username, action, entity_id, details, detail from logs where entity = 'Listë nisjeje' order by id`);
    expect(logs.map((l) => [l.action, l.entity_id, (l.detail as { list: string }).list])).toEqual([
      ['export', d.flight.id, 'PASSENGERS'], ['export', d.flight.id, 'PASSENGERS'], ['export', null, 'ROOMING'], ['export', null, 'ROOMING'],
    ]);
    expect(logs[0]!.detail).toMatchObject({ changes: [{ field: 'format', to: 'CSV' }, { field: 'rows', to: '5' }] });
    expect(logs.map((l) => l.username)).toEqual([expect.any(String), expect.any(String), expect.any(String), expect.any(String)]);
    for (const secret of [PASSPORT, '1980-04-12', 'Arben', 'Krasniqi']) expect(JSON.stringify(logs)).not.toContain(secret);
    // The server's own log: no passport, no date of birth (the booking's mail names the travellers already).
    for (const secret of [PASSPORT.slice(1), '1980-04-12']) expect(capture.text()).not.toContain(secret);
  });

  it('prints both lists as PDF in the page\'s language: the travellers, the infant and what is missing flagged; logged as PDF', async () => {
    const d = await departure();
    const sq = await bytes(admin.get(`/api/departure-lists/flights/${d.flight.id}.pdf`)).expect(200);
    expect(sq.headers['content-type']).toBe('application/pdf');
    expect(sq.headers['content-disposition']).toMatch(/^attachment; filename="?pasagjeret-gm-301-[a-z]+-ayt-\d{4}-\d{2}-\d{2}\.pdf"?$/);
    expect(sq.headers['cache-control']).toBe('private, no-store');
    // Read as laid out: a table row is a line, its cells in order (a cell's second line follows below).
    const text = await pdfText(sq.body as Buffer, { layout: true });
    // The letterhead, the flight, a row per traveller with the passport as given, the infant and what is missing flagged; no cancelled booking.
    for (const seen of ['Bani Travel', 'Lista e pasagjerëve', 'GM 301', 'GM 302', 'AYT', 'Foshnja (pa ulëse): 1', 'Me të dhëna që mungojnë: 4', '1/1']) expect(text).toContain(seen);
    const ref = (r: { reference: string }) => r.reference.replace(/-/g, '\\-');
    expect(text).toMatch(new RegExp(`1 Krasniqi Arben M 1980-04-12 ${PASSPORT} \\d{4}-\\d{2}-\\d{2} XK ${ref(d.family)} Konfirmuar 2 Krasniqi Teuta ${ref(d.family)} Konfirmuar datëlindja`));
    expect(text).toMatch(new RegExp(`3 Krasniqi Era FOSHNJË ${ref(d.family)} Konfirmuar datëlindja, pasaporta,`));
    expect(text).toMatch(new RegExp(`4 Hoxha ${ref(d.option)} Opsion emri, datëlindja,`));
    expect(text).toMatch(new RegExp(`5 Berisha Luan ${ref(d.seatsAlone)} (Opsion|Konfirmuar) .*vetëm vajtje`));
    expect(text).not.toContain('Gashi');
    const en = await pdfText((await bytes(owner.get(`/api/departure-lists/flights/${d.flight.id}.pdf`).query({ lang: 'en' })).expect(200)).body as Buffer, { layout: true });
    for (const seen of ['Passenger name list', 'Infants (no seat): 1', 'No. Surname Given names Sex DOB Passport Expires Nat. Infant Booking Status Missing']) expect(en).toContain(seen);
    expect(en).toMatch(new RegExp(`3 Krasniqi Era INFANT ${ref(d.family)} Confirmed birth date, passport,`));
    expect(en).toMatch(new RegExp(`4 Hoxha ${ref(d.option)} Option names, birth date,`));

    const rooming = await bytes(admin.get('/api/departure-lists/rooming.pdf').query({ hotel: d.hotel, date: d.pkg.dataNisjes, lang: 'en' })).expect(200);
    const rtext = await pdfText(rooming.body as Buffer, { layout: true });
    for (const seen of ['Rooming list', d.hotel, 'Not named yet: 1', 'Krasniqi Teuta', 'Krasniqi Era (1)']) expect(rtext).toContain(seen);
    expect(rtext).toMatch(new RegExp(`1 ${ref(d.family)} Confirmed .* Krasniqi Arben 1 ${d.pkg.dataNisjes} ${d.pkg.dataKthimit}`));
    expect(rtext).toMatch(new RegExp(`2 ${ref(d.option)} Option .* Hoxha ${d.pkg.dataNisjes} ${d.pkg.dataKthimit} 1`));
    expect(rtext).not.toContain('Berisha'); // the seat sold alone has no room
    const { rows: logs } = await t.pool.query<{ entity_id: number | null; detail: { list: string; changes: { to: string }[] } }>(
      `select entity_id, detail from logs where entity = 'Listë nisjeje' order by id desc limit 3`);
    expect(logs.map((l) => [l.detail.list, l.detail.changes[0]!.to])).toEqual([['ROOMING', 'PDF'], ['PASSENGERS', 'PDF'], ['PASSENGERS', 'PDF']]);
    await admin.get(`/api/departure-lists/flights/${d.flight.id}.pdf`).query({ lang: 'de' }).expect(400);
  });

  it('is for the owner and admins only; bad input is a 400 naming the field; an unknown flight a 404', async () => {
    const d = await departure();
    const exports = async () => (await t.pool.query(`select count(*)::int as n from logs where entity = 'Listë nisjeje'`)).rows[0].n as number;
    const before = await exports();
    await customer.get(`/api/departure-lists/flights/${d.flight.id}.csv`).expect(403);
    await t.agent().get(`/api/departure-lists/flights/${d.flight.id}.xlsx`).expect(401);
    await customer.get('/api/departure-lists/rooming.csv').query({ hotel: d.hotel, date: d.pkg.dataNisjes }).expect(403);
    await t.agent().get('/api/departure-lists/rooming.xlsx').query({ hotel: d.hotel, date: d.pkg.dataNisjes }).expect(401);
    await customer.get(`/api/departure-lists/flights/${d.flight.id}.pdf`).expect(403);
    await customer.get('/api/departure-lists/rooming.pdf').query({ hotel: d.hotel, date: d.pkg.dataNisjes }).expect(403);
    await t.agent().get(`/api/departure-lists/flights/${d.flight.id}.pdf`).expect(401);
    expect((await gql(customer, MANIFEST, { id: d.flight.id })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.agent(), ROOMING, { i: { hotel: d.hotel, date: d.pkg.dataNisjes } })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await gql(customer, '{ roomingChoices { hotel } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');

    const noDate = await admin.get('/api/departure-lists/rooming.csv').query({ hotel: d.hotel, date: '01.07.2026' }).expect(400);
    expect(JSON.stringify(noDate.body)).toContain('date');
    const noHotel = await admin.get('/api/departure-lists/rooming.xlsx').query({ date: d.pkg.dataNisjes }).expect(400);
    expect(JSON.stringify(noHotel.body)).toContain('hotel');
    await admin.get('/api/departure-lists/flights/abc.csv').expect(400);
    await admin.get('/api/departure-lists/flights/999999.csv').expect(404);
    const long = await gql(admin, 'query($p: ArrivalPeriodInput) { roomingChoices(period: $p) { hotel } }', { p: { from: todayLocal(), to: addDays(todayLocal(), 400) } });
    expect(long.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // Nothing was downloaded: nothing logged.
    expect(await exports()).toBe(before);
  });
});
