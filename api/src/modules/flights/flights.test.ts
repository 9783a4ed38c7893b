import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { Role } from '../users/role.js';

/** Issue 43: charter flights, their seat blocks shared by the packages on them, and the departures screen. */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

const BOOK = 'mutation($i: BookingInput!) { bookPackage(input: $i) { id travellers seats } }';
const FLIGHT = 'mutation($i: FlightInput!) { createFlight(input: $i) { id block } }';
const UPDATE_FLIGHT = 'mutation($id: Int!, $i: FlightUpdateInput!) { updateFlight(id: $id, input: $i) { id block seatsOutbound seatsReturn } }';
const MOVE = 'mutation($id: Int!, $f: Int) { updatePackage(id: $id, input: { flightId: $f }) { id flightId } }';
const SEATS_LEFT = 'query($id: Int!) { package(id: $id) { seats seatsLeft flightId } }';
const DEPARTURES = `query($f: DeparturesFilter) { departures(filter: $f, page: { pageSize: 100 }) {
  total items { flight { id } block taken sold onOption waitlisted free packages { packageId cap taken sold onOption } }
  lapsing { id reference seats flightId } } }`;
const name = (tag: string) => `Udhëtar ${tag.replace(/\d/g, (d) => 'ABCDEFGHIJ'[Number(d)])}ë`;
const book = (agent: typeof admin, packageId: number, tag: string, childAges: number[] = []) =>
  gql(agent, BOOK, { i: { packageId, adults: 1, childAges, travellerNames: [name(tag), ...childAges.map((_, i) => name(`${tag}${i}c`))] } });

/** A flight leaving in 20 days (the fixtures' packages leave then) from the airport of `airportLabel`'s package. */
async function createFlight(airportId: number, seatsOutbound: number, seatsReturn: number, toCode = 'AYT') {
  const out = new Date(`${addDays(todayLocal(), 20)}T06:00:00Z`);
  const back = new Date(`${addDays(todayLocal(), 27)}T12:00:00Z`);
  const hours = (d: Date, h: number) => new Date(d.getTime() + h * 3600_000).toISOString();
  const res = await gql(admin, FLIGHT, { i: {
    carrier: 'Chair Airlines', outboundNumber: 'GM 301', returnNumber: 'GM 302', fromAirportId: airportId, toCode, toCity: 'Antalya',
    outboundDepartsAt: out.toISOString(), outboundArrivesAt: hours(out, 2), returnDepartsAt: back.toISOString(), returnArrivesAt: hours(back, 2),
    baggage: '20 kg + 8 kg', seatsOutbound, seatsReturn,
  } });
  return res.body.data.createFlight as { id: number; block: number };
}

const airportOf = async (packageId: number) => Number((await t.pool.query('select airport_id from packages where id = $1', [packageId])).rows[0].airport_id);

describe('flights and seat blocks', () => {
  it('never oversells one plane across several hotels: 30 parallel bookings on three packages, a block of 10; infants take no seat', async () => {
    const pkgs = [await createPackage(t), await createPackage(t), await createPackage(t, { seats: '20' })];
    const flight = await createFlight(await airportOf(pkgs[0]!.id), 12, 10);
    expect(flight.block).toBe(10);
    for (const p of pkgs) expect((await gql(admin, MOVE, { id: p.id, f: flight.id })).body.data.updatePackage.flightId).toBe(flight.id);
    const customers = await Promise.all(Array.from({ length: 10 }, () => t.loginAs(Role.USER)));
    // One adult with an infant: two travellers, one seat.
    const withInfant = (await book(customers[0]!, pkgs[0]!.id, 'infant', [1])).body.data.bookPackage;
    expect(withInfant).toMatchObject({ travellers: 2, seats: 1 });
    const results = await Promise.all(Array.from({ length: 30 }, (_, i) => book(customers[i % 10]!, pkgs[i % 3]!.id, `r${i}`)));
    const ok = results.filter((r) => r.body.data?.bookPackage);
    const refused = results.filter((r) => r.body.errors?.[0]?.extensions?.code === 'CONFLICT');
    expect(ok).toHaveLength(9);
    expect(refused).toHaveLength(21);
    expect(refused[0]!.body.errors[0].message).toBe('Nuk ka mjaftueshëm vende të lira për këtë aranzhman.');
    const { rows: [sold] } = await t.pool.query(`select sum(r.seats)::int as seats, sum(r.travellers)::int as travellers from reservations r
      join packages p on p.id = r.package_id where p.flight_id = $1 and r.status <> 'CANCELLED'`, [flight.id]);
    expect(sold).toEqual({ seats: 10, travellers: 11 });
    // Every package on the flight is full now, whatever its own cap; the search hides them.
    for (const p of pkgs) expect((await gql(t.agent(), SEATS_LEFT, { id: p.id })).body.data.package.seatsLeft).toBe(0);
    expect((await gql(t.agent(), SEATS_LEFT, { id: pkgs[2]!.id })).body.data.package).toEqual({ seats: 20, seatsLeft: 0, flightId: flight.id });
    const hidden = await gql(t.agent(), '{ searchPackages(filter: { hideFull: true }, page: { pageSize: 100 }) { items { id } } }');
    const shown = hidden.body.data.searchPackages.items.map((p: { id: number }) => p.id);
    for (const p of pkgs) expect(shown).not.toContain(p.id);
    const all = await gql(t.agent(), '{ searchPackages(page: { pageSize: 100 }) { items { id seatsLeft } } }');
    // The search page reads the seats left with its rows (the flight's block counted).
    const onPage = all.body.data.searchPackages.items.filter((p: { id: number }) => pkgs.some((x) => x.id === p.id));
    expect(onPage.sort((a: { id: number }, b: { id: number }) => a.id - b.id)).toEqual(pkgs.map((p) => ({ id: p.id, seatsLeft: 0 })));

    // A bigger block takes more; never smaller than what is taken: a 409 naming the count.
    const below = await gql(admin, UPDATE_FLIGHT, { id: flight.id, i: { seatsReturn: 9 } });
    expect(below.body.errors[0]).toMatchObject({
      message: 'Blloku nuk mund të jetë më i vogël se vendet e zëna: 10.',
      extensions: { code: 'CONFLICT', rules: { seatsReturn: { code: 'BLOCK_BELOW_SOLD', params: { sold: 10 } } } },
    });
    expect((await gql(admin, UPDATE_FLIGHT, { id: flight.id, i: { seatsReturn: 11 } })).body.data.updateFlight.block).toBe(11);
    expect((await gql(t.agent(), SEATS_LEFT, { id: pkgs[1]!.id })).body.data.package.seatsLeft).toBe(1);
    const log = await t.pool.query(`select details from logs where entity = 'Fluturim' and entity_id = $1 order by id`, [flight.id]);
    expect(log.rows.map((r) => r.details)).toEqual([expect.stringContaining('U shtua: Fluturim "GM 301'), expect.stringContaining('seatsReturn: 10 → 11')]);
  });

  it('moves a package only to a flight that can take its booked seats; a package without a flight keeps its own cap', async () => {
    const pkg = await createPackage(t, { seats: '5' });
    const airport = await airportOf(pkg.id);
    const customer = await t.loginAs(Role.USER);
    for (const tag of ['a', 'b', 'c']) expect((await book(customer, pkg.id, tag)).body.data.bookPackage.seats).toBe(1);
    expect((await gql(t.agent(), SEATS_LEFT, { id: pkg.id })).body.data.package).toEqual({ seats: 5, seatsLeft: 2, flightId: null });
    const small = await createFlight(airport, 2, 2);
    const refused = await gql(admin, MOVE, { id: pkg.id, f: small.id });
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', rules: { flightId: { code: 'FLIGHT_TOO_SMALL', params: { needed: 3, free: 2 } } } });
    expect((await gql(t.agent(), SEATS_LEFT, { id: pkg.id })).body.data.package.flightId).toBeNull();
    const big = await createFlight(airport, 4, 4);
    expect((await gql(admin, MOVE, { id: pkg.id, f: big.id })).body.data.updatePackage.flightId).toBe(big.id);
    // The staff's package list (rows read without the ORM) names the flight too.
    const listed = await gql(admin, `{ allPackages(filter: { s: ${JSON.stringify(pkg.titulli)} }) { items { id flightId } } }`);
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data.allPackages.items).toContainEqual({ id: pkg.id, flightId: big.id });
    // The flight leaves one seat, the package's cap two: one.
    expect((await gql(t.agent(), SEATS_LEFT, { id: pkg.id })).body.data.package.seatsLeft).toBe(1);
    expect((await gql(admin, `mutation { deleteFlight(id: ${big.id}) }`)).body.errors[0].extensions.code).toBe('CONFLICT');
    expect((await gql(admin, MOVE, { id: pkg.id, f: null })).body.data.updatePackage.flightId).toBeNull();
    expect((await gql(admin, `mutation { deleteFlight(id: ${big.id}) }`)).body.data.deleteFlight).toBe(true);
    // The legacy list still answers `seats` as the package's own cap.
    const legacy = (await t.agent().get(`/api/aranzhmanet/${pkg.id}`).expect(200)).body;
    expect(legacy.seats).toBe(5);
  });

  it('shows staff the departures: per flight and package, sold, on option, waitlisted and free, as the database holds them; options about to lapse', async () => {
    const pkgs = [await createPackage(t), await createPackage(t)];
    const airport = await airportOf(pkgs[0]!.id);
    const flight = await createFlight(airport, 8, 9, 'HRG');
    for (const p of pkgs) await gql(admin, MOVE, { id: p.id, f: flight.id });
    const customer = await t.loginAs(Role.USER);
    const a = (await book(customer, pkgs[0]!.id, 'x')).body.data.bookPackage;
    await book(customer, pkgs[0]!.id, 'y', [0]);
    await book(customer, pkgs[1]!.id, 'z');
    await gql(admin, `mutation { setReservationStatus(id: ${a.id}, status: CONFIRMED) { id } }`);
    const month = addDays(todayLocal(), 20).slice(0, 7);
    const res = await gql(admin, DEPARTURES, { f: { airportId: airport, toCode: 'hrg', month } });
    expect(res.body.data.departures.total).toBe(1);
    const [row] = res.body.data.departures.items;
    const { rows } = await t.pool.query(`select p.id, sum(r.seats) filter (where r.status = 'CONFIRMED')::int as sold, sum(r.seats) filter (where r.status = 'OPTION')::int as option
      from packages p join reservations r on r.package_id = p.id where p.flight_id = $1 group by p.id order by p.id`, [flight.id]);
    expect(rows).toEqual([{ id: pkgs[0]!.id, sold: 1, option: 1 }, { id: pkgs[1]!.id, sold: null, option: 1 }]);
    expect(row).toMatchObject({ flight: { id: flight.id }, block: 8, taken: 3, sold: 1, onOption: 2, waitlisted: 0, free: 5 });
    expect(row.packages).toHaveLength(2);
    expect(res.body.data.departures.lapsing.map((l: { flightId: number; seats: number }) => [l.flightId, l.seats])).toEqual([[flight.id, 1], [flight.id, 1]]);
    // Another destination, another month: not this flight.
    expect((await gql(admin, DEPARTURES, { f: { toCode: 'SSH', month } })).body.data.departures.items.map((d: { flight: { id: number } }) => d.flight.id)).not.toContain(flight.id);
    const next = addDays(`${month}-28`, 10).slice(0, 7);
    expect((await gql(admin, DEPARTURES, { f: { airportId: airport, month: next } })).body.data.departures.total).toBe(0);
    expect((await gql(admin, DEPARTURES, { f: { month: '2026-13' } })).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('is staff only: a customer is refused the departures and flight edits', async () => {
    const customer = await t.loginAs(Role.USER);
    expect((await gql(customer, DEPARTURES)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(customer, '{ flights { total } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.agent(), DEPARTURES)).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('refuses bad flight input with a 400 naming the field', async () => {
    const pkg = await createPackage(t);
    const flight = await createFlight(await airportOf(pkg.id), 5, 5);
    const res = await gql(admin, UPDATE_FLIGHT, { id: flight.id, i: { returnDepartsAt: new Date(Date.now() - 86400_000).toISOString() } });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', rules: { returnDepartsAt: { code: 'FLIGHT_TIMES_ORDER' } } });
    const code = await gql(admin, UPDATE_FLIGHT, { id: flight.id, i: { toCode: 'A1' } });
    expect(Object.keys(code.body.errors[0].extensions.fields)).toEqual(['toCode']);
  });
});
