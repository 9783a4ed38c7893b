import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { expireDueOptions, offerAround } from '../reservations/booking-lifecycle.js';
import { Role } from '../users/role.js';

/** Issue 43 item 6 (ADR 0032): seats sold alone, on the same block as the packages flying on the flight. */
let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
const rules = loadConfig({});
beforeAll(async () => {
  t = await createTestApp({ JOBS_CONCURRENCY: '0' });
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

type Agent = typeof admin;
const em = () => t.orm.em.fork() as EntityManager;
const FLIGHT = 'mutation($i: FlightInput!) { createFlight(input: $i) { id block seatPrice } }';
const MOVE = 'mutation($id: Int!, $f: Int) { updatePackage(id: $id, input: { flightId: $f }) { id flightId } }';
const BOOK = 'mutation($i: BookingInput!) { bookPackage(input: $i) { id status } }';
const SEATS = `mutation($i: SeatBookingInput!) { bookSeats(input: $i) { id reference status title departureDate returnDate total deposit seats travellers
  flightId packageId expiresAt waitlistPosition priceLines { kind count unitPrice amount } } }`;
const SEARCH = `query($f: FlightSearchInput!) { searchFlights(filter: $f) { id carrier outboundNumber fromCode toCode seatPrice oneWayPrice seatsLeft } }`;
const names = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `Udhëtar${tag.replace(/\d/g, (d) => 'KLMNOPRSTV'[Number(d)])} ${String.fromCharCode(65 + i)}ë`);
const bookPkg = (agent: Agent, packageId: number, tag: string) => gql(agent, BOOK, { i: { packageId, adults: 1, travellerNames: names(1, tag) } });
const bookSeats = (agent: Agent, flightId: number, adults: number, tag: string, more: Record<string, unknown> = {}) =>
  gql(agent, SEATS, { i: { flightId, adults, travellerNames: names(adults + ((more.childAges as number[] | undefined)?.length ?? 0), tag), ...more } });
const day = (n: number) => addDays(todayLocal(), n);
const airportOf = async (packageId: number) => Number((await t.pool.query('select airport_id from packages where id = $1', [packageId])).rows[0].airport_id);

async function createFlight(airportId: number, block: number, over: Record<string, unknown> = {}) {
  const out = new Date(`${day(20)}T06:00:00Z`);
  const back = new Date(`${day(27)}T12:00:00Z`);
  const hours = (d: Date, h: number) => new Date(d.getTime() + h * 3600_000).toISOString();
  const res = await gql(admin, FLIGHT, { i: {
    carrier: 'Chair Airlines', outboundNumber: 'GM 301', returnNumber: 'GM 302', fromAirportId: airportId, toCode: 'AYT', toCity: 'Antalya',
    outboundDepartsAt: out.toISOString(), outboundArrivesAt: hours(out, 2), returnDepartsAt: back.toISOString(), returnArrivesAt: hours(back, 2),
    baggage: '20 kg', seatsOutbound: block, seatsReturn: block, seatPrice: 180, oneWayPrice: 110, ...over,
  } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.createFlight as { id: number; block: number };
}

/** A flight of `block` seats with two packages on it. */
async function sharedFlight(block: number) {
  const pkgs = [await createPackage(t), await createPackage(t)];
  const flight = await createFlight(await airportOf(pkgs[0]!.id), block);
  for (const p of pkgs) await gql(admin, MOVE, { id: p.id, f: flight.id });
  return { flight, pkgs };
}

describe('a seat-only booking on a flight shared with packages', () => {
  it('counts against the same block: packages take 8 of 10, 3 seats alone are refused or waitlisted, 2 are sold, then the plane is full for packages too', async () => {
    const { flight, pkgs } = await sharedFlight(10);
    for (let i = 0; i < 8; i++) expect((await bookPkg(await t.loginAs(Role.USER), pkgs[i % 2]!.id, `p${i}`)).body.data.bookPackage.status).toBe('OPTION');
    const customer = await t.loginAs(Role.USER);
    const three = await bookSeats(customer, flight.id, 3, 'three');
    expect(three.body.errors[0].extensions.code).toBe('CONFLICT');
    expect(three.body.errors[0].extensions.rules).toEqual({ travellers: { code: 'NO_SEATS', params: { free: 2 } } });
    const waiting = (await bookSeats(customer, flight.id, 3, 'three', { waitlist: true })).body.data.bookSeats;
    expect(waiting).toMatchObject({ status: 'WAITLISTED', waitlistPosition: 1, expiresAt: null });

    // Two adults and an infant on a lap: two seats, the infant free; twenty days out, all is due at once.
    const two = await bookSeats(await t.loginAs(Role.USER), flight.id, 2, 'two', { childAges: [1] });
    const r = two.body.data.bookSeats;
    expect(r).toMatchObject({ status: 'OPTION', seats: 2, travellers: 3, total: 360, deposit: 360, flightId: flight.id, packageId: null,
      title: 'Fluturim ' + r.title.slice('Fluturim '.length), departureDate: day(20), returnDate: day(27) });
    expect(r.title).toMatch(/^Fluturim [A-Z]{3} → AYT, GM 301 \/ GM 302$/);
    expect(r.reference).toMatch(/^BT-\d{4}-\d+$/);
    expect(r.priceLines).toEqual([{ kind: 'ADULT', count: 2, unitPrice: 180, amount: 360 }, { kind: 'CHILD', count: 1, unitPrice: 0, amount: 0 }]);

    // The plane is full: a package booking is refused, both packages show no seat left and the search hides them.
    expect((await bookPkg(await t.loginAs(Role.USER), pkgs[0]!.id, 'late')).body.errors[0].extensions.code).toBe('CONFLICT');
    for (const p of pkgs) expect((await gql(t.agent(), `{ package(id: ${p.id}) { seatsLeft } }`)).body.data.package.seatsLeft).toBe(0);
    const shown = (await gql(t.agent(), '{ searchPackages(filter: { hideFull: true }, page: { pageSize: 100 }) { items { id } } }')).body.data.searchPackages.items.map((p: { id: number }) => p.id);
    for (const p of pkgs) expect(shown).not.toContain(p.id);
    const dep = (await gql(admin, '{ departures(page: { pageSize: 100 }) { items { flight { id } taken free seatOnly } } }')).body.data.departures.items
      .find((d: { flight: { id: number } }) => d.flight.id === flight.id);
    expect(dep).toEqual({ flight: { id: flight.id }, taken: 10, free: 0, seatOnly: 2 });
    expect((await gql(t.agent(), SEARCH, { f: { date: day(20) } })).body.data.searchFlights.map((f: { id: number }) => f.id)).not.toContain(flight.id);

    // The seat-only option lapses: its 2 seats go to a package's waitlist or the flight's; 3 still do not fit 2.
    await t.pool.query(`update reservations set expires_at = now() - interval '1 minute' where id = $1`, [r.id]);
    await expireDueOptions(em(), rules);
    expect((await t.pool.query('select status from reservations where id = $1', [r.id])).rows[0].status).toBe('EXPIRED');
    const jobs = await t.pool.query(`select task_identifier from graphile_worker.jobs where key = $1`, [`flight-seats-offer:${flight.id}`]);
    expect(jobs.rows).toEqual([{ task_identifier: 'booking-flight-seats-offer' }]);
    expect((await gql(t.agent(), SEARCH, { f: { date: day(20), travellers: 2 } })).body.data.searchFlights.find((f: { id: number }) => f.id === flight.id).seatsLeft).toBe(2);

    // A package booking of 1 is cancelled by staff: 3 free, the waitlisted seats alone are offered them.
    const pkgBooking = (await t.pool.query(`select r.id from reservations r where r.package_id = $1 limit 1`, [pkgs[0]!.id])).rows[0].id;
    await gql(admin, 'mutation($id: Int!) { setReservationStatus(id: $id, status: CANCELLED) { id } }', { id: pkgBooking });
    expect(await offerAround(em(), pkgs[0]!.id, rules)).toEqual([waiting.id]);
    expect((await t.pool.query('select status from reservations where id = $1', [waiting.id])).rows[0].status).toBe('OPTION');
  });

  it('never oversells under parallel seat-only and package bookings on one flight', async () => {
    const { flight, pkgs } = await sharedFlight(6);
    const customers = await Promise.all(Array.from({ length: 8 }, () => t.loginAs(Role.USER)));
    const results = await Promise.all(Array.from({ length: 16 }, (_, i) => (i % 2
      ? bookSeats(customers[i % 8]!, flight.id, 1, `s${i}`).then((r) => r.body.data?.bookSeats)
      : bookPkg(customers[i % 8]!, pkgs[(i / 2) % 2]!.id, `p${i}`).then((r) => r.body.data?.bookPackage))));
    expect(results.filter(Boolean)).toHaveLength(6);
    const { rows: [taken] } = await t.pool.query(`select
      (select coalesce(sum(seats), 0) from reservations where flight_id = $1 and status in ('OPTION', 'CONFIRMED'))
      + (select coalesce(sum(r.seats), 0) from reservations r join packages p on p.id = r.package_id where p.flight_id = $1 and r.status in ('OPTION', 'CONFIRMED'))
      as n`, [flight.id]);
    expect(Number(taken.n)).toBe(6);
  });

  it('is for a signed-in customer only, and within the per-customer cap', async () => {
    // No package flies on it: only the seats alone keep it.
    const flight = await createFlight(await airportOf((await createPackage(t)).id), 30);
    const anonymous = await bookSeats(t.agent(), flight.id, 1, 'anon');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
    expect(Number((await t.pool.query('select count(*) from reservations where flight_id = $1', [flight.id])).rows[0].count)).toBe(0);
    const customer = await t.loginAs(Role.USER);
    expect((await bookSeats(customer, flight.id, 8, 'cap')).body.data.bookSeats.status).toBe('OPTION');
    const over = await bookSeats(customer, flight.id, 3, 'capb');
    expect(over.body.errors[0].extensions.rules).toEqual({ travellers: { code: 'SEATS_PER_CUSTOMER', params: { max: 10, held: 8 } } });
    // The same request again (a double click) is the same booking.
    const once = (await bookSeats(customer, flight.id, 1, 'twice', { oneWay: true })).body.data.bookSeats;
    expect(once).toMatchObject({ total: 110, returnDate: day(20) });
    expect(once.title).toMatch(/GM 301 \(vetëm vajtje\)$/);
    expect((await bookSeats(customer, flight.id, 1, 'twice', { oneWay: true })).body.data.bookSeats.id).toBe(once.id);
    // The customer cancels their option: the seat is free again, and "my reservations" lists it with its title and dates.
    await gql(customer, 'mutation($id: Int!) { cancelMyReservation(id: $id) { status } }', { id: once.id });
    const mine = (await gql(customer, '{ myReservations { id status title departureDate flightId } }')).body.data.myReservations;
    expect(mine.find((m: { id: number }) => m.id === once.id)).toMatchObject({ status: 'CANCELLED', departureDate: day(20), flightId: flight.id });
    expect((await gql(t.agent(), SEARCH, { f: { date: day(20), travellers: 1 } })).body.data.searchFlights.find((f: { id: number }) => f.id === flight.id).seatsLeft).toBe(22);
    // Staff cannot delete a flight that live seats alone fly on; clearing its price stops the sale.
    const del = await gql(admin, 'mutation($id: Int!) { deleteFlight(id: $id) }', { id: flight.id });
    expect(del.body.errors[0].message).toBe('Fluturimi nuk mund të fshihet: përdoret nga 1 rezervime vetëm me fluturim.');
    const cleared = await gql(admin, 'mutation($id: Int!) { updateFlight(id: $id, input: { seatPrice: null }) { seatPrice } }', { id: flight.id });
    expect(cleared.body.data.updateFlight.seatPrice).toBeNull();
    expect((await gql(t.agent(), SEARCH, { f: { date: day(20) } })).body.data.searchFlights.map((f: { id: number }) => f.id)).not.toContain(flight.id);
    expect((await bookSeats(customer, flight.id, 1, 'after')).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });
});

describe('the Fluturimi search', () => {
  it('finds flights sold alone with enough free seats within date ± flexDays, from the airport and to the destination asked', async () => {
    const pkg = await createPackage(t);
    const airport = await airportOf(pkg.id);
    const small = await createFlight(airport, 2, { toCode: 'TIV', toCity: 'Tivat' });
    const notSold = await createFlight(airport, 50, { toCode: 'TIV', toCity: 'Tivat', seatPrice: null });
    const ids = async (f: Record<string, unknown>) => {
      const res = await gql(t.agent(), SEARCH, { f: { fromAirportId: airport, ...f } });
      expect(res.body.errors).toBeUndefined();
      return res.body.data.searchFlights.map((x: { id: number }) => x.id) as number[];
    };
    expect(await ids({ date: day(22), to: 'tiv' })).toEqual([small.id]);
    expect(await ids({ date: day(22), to: 'Tivat', flexDays: 2 })).toEqual([small.id]);
    expect(await ids({ date: day(22), to: 'TIV', flexDays: 1 })).toEqual([]);
    expect(await ids({ date: day(17), to: 'TIV' })).toEqual([small.id]);
    expect(await ids({ date: day(20), to: 'TIV', travellers: 3 })).toEqual([]);
    expect(await ids({ date: day(20), to: 'AYT' })).not.toContain(small.id);
    expect(await ids({ date: day(20), to: 'TIV' })).not.toContain(notSold.id);
    const bad = await gql(t.agent(), SEARCH, { f: { date: day(20), flexDays: 5 } });
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });

  it('leaves out flights inside the booking cut-off, and refuses to book them', async () => {
    const pkg = await createPackage(t);
    const airport = await airportOf(pkg.id);
    const out = new Date(`${day(0)}T22:00:00Z`);
    const soon = await createFlight(airport, 10, { toCode: 'SKG', toCity: 'Selanik', outboundDepartsAt: out.toISOString(), outboundArrivesAt: new Date(out.getTime() + 3600_000).toISOString() });
    expect((await gql(t.agent(), SEARCH, { f: { fromAirportId: airport, date: day(0), to: 'SKG' } })).body.data.searchFlights).toEqual([]);
    const res = await bookSeats(await t.loginAs(Role.USER), soon.id, 1, 'soon');
    expect(res.body.errors[0].extensions.rules).toEqual({ flightId: { code: 'BOOKING_CLOSED', params: { cutoffDays: 1 } } });
  });
});
