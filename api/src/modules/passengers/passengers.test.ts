import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratorOf } from '../../db/migrate.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { logCapture } from '../../test/log-capture.js';
import { createTestApp, gql, PASSWORD, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

/** Issue 43: a booking's travellers as the passport has them, filled by the customer, seen by staff. */
const capture = logCapture();
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp({}, { logger: capture.logger });
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

const BOOK = 'mutation($i: BookingInput!) { bookPackage(input: $i) { id } }';
const LIST = `query($id: Int!) { bookingPassengers(reservationId: $id) { editable editableUntil missing
  passengers { id position childAge surname givenNames sex dateOfBirth passportNumber passportExpiry nationality missing passportWarning } } }`;
const UPDATE = `mutation($id: Int!, $p: [PassengerInput!]!) { updatePassengers(reservationId: $id, passengers: $p) { missing
  passengers { id surname givenNames dateOfBirth passportNumber passportExpiry nationality missing passportWarning } } }`;

type Agent = Awaited<ReturnType<TestApp['loginAs']>>;
interface Row { id: number; position: number; childAge: number | null; surname: string; givenNames: string; dateOfBirth: string | null; missing: string[]; passportWarning: boolean }

/** A customer's booking of two adults and a child of 5, named as the booking form sends them. */
async function booked(pkgOver: Record<string, unknown> = {}) {
  const pkg = await createPackage(t, pkgOver);
  const customer = await t.loginAs(Role.USER);
  const res = await gql(customer, BOOK, { i: { packageId: pkg.id, adults: 2, childAges: [5], travellerNames: ['Arben Gani Krasniqi', 'Teuta Krasniqi', 'Era Krasniqi'] } });
  return { pkg, customer, id: res.body.data.bookPackage.id as number };
}
const list = async (agent: Agent, id: number) => (await gql(agent, LIST, { id })).body;
const rowsOf = async (agent: Agent, id: number) => (await list(agent, id)).data.bookingPassengers.passengers as Row[];
const full = (row: Row, over: Record<string, unknown> = {}) => ({
  id: row.id, surname: row.surname, givenNames: row.givenNames, sex: null, dateOfBirth: null, passportNumber: null, passportExpiry: null, nationality: null, ...over,
});
/** Born so as to be `age` on the departure day. */
const bornFor = (departure: string, age: number) => `${Number(departure.slice(0, 4)) - age}${departure.slice(4)}`;

describe('travellers of a booking', () => {
  it('are made from the booked names; the customer fills them in; staff see what is missing; the log keeps no values', async () => {
    const { pkg, customer, id } = await booked();
    const rows = await rowsOf(customer, id);
    expect(rows.map((r) => [r.position, r.childAge, r.givenNames, r.surname])).toEqual([[0, null, 'Arben Gani', 'Krasniqi'], [1, null, 'Teuta', 'Krasniqi'], [2, 5, 'Era', 'Krasniqi']]);
    expect(rows[0]!.missing).toEqual(['DATE_OF_BIRTH', 'PASSPORT_NUMBER', 'PASSPORT_EXPIRY']);
    expect((await list(customer, id)).data.bookingPassengers).toMatchObject({ editable: true, editableUntil: addDays(pkg.dataNisjes, -3), missing: 3 });

    const soon = addDays(pkg.dataKthimit, 30); // valid for the trip, not for 6 months after it
    const saved = await gql(customer, UPDATE, { id, p: [full(rows[0]!, { dateOfBirth: '1980-04-12', passportNumber: 'p 0123-4567', passportExpiry: soon, nationality: 'xk', sex: 'M' })] });
    expect(saved.body.data.updatePassengers.passengers[0]).toMatchObject({ dateOfBirth: '1980-04-12', passportNumber: 'P01234567', nationality: 'XK', missing: [], passportWarning: true });
    expect(saved.body.data.updatePassengers.missing).toBe(2);

    const staff = await gql(admin, `query($id: Int!) { reservation(id: $id) { passengersMissing passengers { surname missing } } }`, { id });
    expect(staff.body.data.reservation.passengersMissing).toBe(2);
    expect(staff.body.data.reservation.passengers[1].missing).toContain('DATE_OF_BIRTH');
    const desk = await gql(admin, 'query($s: String) { reservations(filter: { search: $s }) { items { id passengersMissing } } }', { s: pkg.titulli });
    expect(desk.body.data.reservations.items).toEqual([{ id, passengersMissing: 2 }]);
    // The customer reads them with their own list too, never the staff's count.
    expect((await gql(customer, '{ myReservations { passengers { givenNames } } }')).body.data.myReservations[0].passengers).toHaveLength(3);
    expect((await gql(customer, '{ myReservations { passengersMissing } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');

    // Staff correct a name: the log says who, which booking and which fields, never a value.
    await gql(admin, UPDATE, { id, p: [full(rows[1]!, { surname: 'Krasniqi-Berisha', dateOfBirth: '1982-01-30' })] }).expect(200);
    const { rows: logs } = await t.pool.query<{ username: string; details: string; detail: unknown }>(`select username, details, detail from logs where entity = 'Rezervim' and entity_id = $1 order by id`, [id]);
    expect(logs.map((l) => (l.detail as { changes: unknown[] }).changes)).toEqual([
      [{ field: 'passengers', to: '1: sex, dateOfBirth, passportNumber, passportExpiry, nationality' }],
      [{ field: 'passengers', to: '2: surname, dateOfBirth' }],
    ]);
    expect(capture.lines().filter((l) => l.route === '/graphql').length).toBeGreaterThan(5);
    const written = JSON.stringify(logs) + capture.text();
    for (const value of ['1980-04-12', 'P01234567', '01234567', soon, 'Berisha', '1982-01-30']) expect(written).not.toContain(value);
  });

  it("are another customer's business only as a booking that is not there (404)", async () => {
    const { id } = await booked();
    const other = await t.loginAs(Role.USER);
    expect((await list(other, id)).errors[0].extensions.code).toBe('NOT_FOUND');
    const rows = await rowsOf(admin, id);
    const res = await gql(other, UPDATE, { id, p: [full(rows[0]!, { dateOfBirth: '1980-01-01' })] });
    expect(res.body.errors[0]).toMatchObject({ message: 'Rezervimi nuk u gjet.', extensions: { code: 'NOT_FOUND' } });
    expect((await gql(other, `query { reservation(id: ${id}) { passengers { surname } } }`)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.agent(), LIST, { id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect((await rowsOf(admin, id))[0]!.dateOfBirth).toBeNull();
  });

  it('refuses bad values with a 400 naming the traveller and field', async () => {
    const { pkg, customer, id } = await booked();
    const [a, , child] = await rowsOf(customer, id);
    const refused = async (row: Row, over: Record<string, unknown>) => {
      const res = await gql(customer, UPDATE, { id, p: [full(row, over)] });
      expect(res.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
      return { fields: Object.keys(res.body.errors[0].extensions.fields), rules: res.body.errors[0].extensions.rules ?? {} };
    };
    expect((await refused(a!, { surname: '  ' })).fields).toEqual(['passengers.0.surname']);
    expect((await refused(a!, { dateOfBirth: addDays(todayLocal(), 1) })).rules).toEqual({ 'passengers.0.dateOfBirth': { code: 'PASSENGER_BORN_PAST' } });
    expect((await refused(a!, { dateOfBirth: bornFor(pkg.dataNisjes, 10) })).rules).toEqual({ 'passengers.0.dateOfBirth': { code: 'PASSENGER_ADULT_AGE', params: { min: 12 } } });
    expect((await refused(child!, { dateOfBirth: bornFor(pkg.dataNisjes, 9) })).rules).toEqual({ 'passengers.0.dateOfBirth': { code: 'PASSENGER_CHILD_AGE', params: { age: 5 } } });
    expect((await refused(a!, { passportExpiry: addDays(pkg.dataKthimit, -1) })).fields).toEqual(['passengers.0.passportExpiry']);
    expect((await refused(a!, { passportNumber: 'AB1' })).fields).toEqual(['passengers.0.passportNumber']);
    expect((await refused(a!, { nationality: 'EU' })).fields).toEqual(['passengers.0.nationality']);
    // The name's field is named with its place in the list, like the service's own rules.
    const blank = await gql(customer, UPDATE, { id, p: [full(a!), full(child!, { givenNames: '\u200b' })] });
    expect(Object.keys(blank.body.errors[0].extensions.fields)).toEqual(['passengers.1.givenNames']);
    // A child of the age booked, or one year older by the departure, is accepted.
    const ok = await gql(customer, UPDATE, { id, p: [full(child!, { dateOfBirth: bornFor(pkg.dataNisjes, 5) })] });
    expect(ok.body.errors).toBeUndefined();
  });

  it('close for the customer at the cut-off before departure (409), not for staff; a cancelled booking closes for all', async () => {
    const { customer, id } = await booked();
    await t.pool.query('update reservations set departure_date = $2 where id = $1', [id, addDays(todayLocal(), 2)]);
    const [a] = await rowsOf(customer, id);
    expect((await list(customer, id)).data.bookingPassengers.editable).toBe(false);
    const late = await gql(customer, UPDATE, { id, p: [full(a!, { dateOfBirth: '1980-01-01' })] });
    expect(late.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', rules: { passengers: { code: 'PASSENGERS_CUTOFF', params: { days: 3 } } } });
    expect(late.body.errors[0].message).toMatch(/^Të dhënat e udhëtarëve ndryshohen deri 3 ditë para nisjes/);
    expect((await gql(admin, UPDATE, { id, p: [full(a!, { dateOfBirth: '1980-01-01' })] })).body.errors).toBeUndefined();

    await gql(admin, `mutation { setReservationStatus(id: ${id}, status: CANCELLED) { id } }`).expect(200);
    const cancelled = await gql(admin, UPDATE, { id, p: [full(a!)] });
    expect(cancelled.body.errors[0].extensions.rules).toEqual({ passengers: { code: 'PASSENGERS_CANCELLED' } });
  });

  it("lose every passport detail when the customer's account is erased (the booking stays for the agency)", async () => {
    const { customer, id } = await booked();
    const [a] = await rowsOf(customer, id);
    await gql(customer, UPDATE, { id, p: [full(a!, { dateOfBirth: '1980-04-12', passportNumber: 'P7654321', passportExpiry: '2040-01-01', nationality: 'AL', sex: 'M' })] }).expect(200);
    const erased = await gql(customer, 'mutation($i: AccountDeletionInput!) { deleteMyAccount(input: $i) { result } }', { i: { password: PASSWORD } });
    expect(erased.body.data.deleteMyAccount.result).toBe('ANONYMISED');
    const { rows } = await t.pool.query('select surname, given_names, sex, date_of_birth, passport_number, passport_expiry, nationality from passengers where reservation_id = $1', [id]);
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(Object.values(row).filter((v) => v !== '' && v !== null)).toEqual([]);
  });

  it('come for bookings made before them from their names (the migration)', async () => {
    const { id } = await booked();
    const legacy = await createPackage(t);
    const customer = await t.loginAs(Role.USER);
    const reserved = (await gql(customer, 'mutation($i: ReserveInput!) { reservePackage(input: $i) { id } }', { i: { packageId: legacy.id, travellers: 2 } })).body.data.reservePackage.id;
    const migrator = await migratorOf(t.orm);
    await migrator.down({ migrations: ['Migration20261130000400Passengers'] });
    await migrator.up({ migrations: ['Migration20261130000400Passengers'] });
    const { rows } = await t.pool.query('select reservation_id, position, child_age, given_names, surname from passengers where reservation_id = any($1) order by reservation_id, position', [[id, reserved]]);
    expect(rows.map((r) => [r.reservation_id, r.position, r.child_age, r.given_names, r.surname])).toEqual([
      [id, 0, null, 'Arben Gani', 'Krasniqi'], [id, 1, null, 'Teuta', 'Krasniqi'], [id, 2, 5, 'Era', 'Krasniqi'],
      [reserved, 0, null, '', ''], [reserved, 1, null, '', ''],
    ]);
  });
});
