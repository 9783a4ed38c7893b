import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';
import { METRIC_HEADER, OCCUPANCY_HEADER } from './report-files.js';
import { yearEarlier } from './reports.service.js';

/** Issue 46, item 2: the reports, against bookings whose every figure is known. */
let t: TestApp;
type Agent = Awaited<ReturnType<TestApp['loginAs']>>;
let admin: Agent;
let owner: Agent;
let customer: Agent;
const FEE_PERCENT = 20;
const today = todayLocal();
const A = { from: addDays(today, -10), to: addDays(today, 30) };
const B = { from: yearEarlier(A.from), to: yearEarlier(A.to) };
const REPORT = `query($f: ReportFilterInput) { businessReport(filter: $f) { periodA { from to } periodB { from to }
  metrics { section key unit a b change changePercent }
  occupancy { period flightId flight departureDate capacity sold held free occupancyPercent } } }`;
interface Metric { section: string; key: string; unit: string; a: number | null; b: number | null; change: number | null; changePercent: number | null }
let d: Awaited<ReturnType<typeof scene>>;

const bytes = (req: ReturnType<Agent['get']>) => req.buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});

/**
 * Two destinations (countries with their own departure airports); package 1 has a cost and a charter
 * with a seat cost; package 2 has no cost. Period A (now): r1 admin's office booking, r2 online option
 * with a child, r4 cancelled without free cancellation, r5 a seat alone, r8 online on package 2. Period B
 * (a year ago): r3 online, r6 admin's, r7 cancelled within its free cancellation.
 */
async function scene() {
  const p1 = await createPackage(t);
  const p2 = await createPackage(t);
  const placeOf = async (id: number) => (await t.pool.query('select country_id, airport_id from packages where id = $1', [id])).rows[0] as { country_id: number; airport_id: number };
  const [c1, c2] = [await placeOf(p1.id), await placeOf(p2.id)];
  const out = new Date(`${p1.dataNisjes}T06:00:00Z`);
  const back = new Date(`${p1.dataKthimit}T12:00:00Z`);
  const plus2 = (x: Date) => new Date(x.getTime() + 2 * 3600_000).toISOString();
  const flight = (await gql(admin, 'mutation($i: FlightInput!) { createFlight(input: $i) { id } }', { i: {
    carrier: 'Chair Airlines', outboundNumber: 'GM 301', returnNumber: 'GM 302', fromAirportId: c1.airport_id, toCode: 'AYT', toCity: 'Antalya',
    outboundDepartsAt: out.toISOString(), outboundArrivesAt: plus2(out), returnDepartsAt: back.toISOString(), returnArrivesAt: plus2(back),
    baggage: '20 kg', seatsOutbound: 20, seatsReturn: 20, seatPrice: 150,
  } })).body.data.createFlight as { id: number };
  await gql(admin, 'mutation($id: Int!, $f: Int) { updatePackage(id: $id, input: { flightId: $f }) { id } }', { id: p1.id, f: flight.id }).expect(200);
  await t.pool.query('update packages set cost_per_person_cents = 30000 where id = $1', [p1.id]);
  await t.pool.query('update flights set seat_cost_cents = 10000 where id = $1', [flight.id]);

  const book = async (who: Agent | null, packageId: number, adults: number, childAges: number[] = []) => {
    const agent = who ?? await t.loginAs(Role.USER);
    const names = ['Arben Krasniqi', 'Teuta Krasniqi', 'Era Krasniqi'].slice(0, adults + childAges.length);
    const res = await gql(agent, 'mutation($i: BookingInput!) { bookPackage(input: $i) { id } }', { i: { packageId, adults, childAges, travellerNames: names } });
    expect(res.body.errors).toBeUndefined();
    return res.body.data.bookPackage.id as number;
  };
  const set = (id: number, sql: string, params: unknown[] = []) => t.pool.query(`update reservations set ${sql} where id = $1`, [id, ...params]);
  const yearAgo = `now() - interval '1 year'`;
  const r1 = await book(admin, p1.id, 2);
  const r2 = await book(null, p1.id, 1, [5]);
  const r4 = await book(null, p1.id, 1);
  const r5 = (await gql(customer, 'mutation($i: SeatBookingInput!) { bookSeats(input: $i) { id } }', {
    i: { flightId: flight.id, adults: 1, travellerNames: ['Luan Berisha'], oneWay: true } })).body.data.bookSeats.id as number;
  const r8 = await book(null, p2.id, 1);
  const r3 = await book(null, p2.id, 2);
  const r6 = await book(owner, p2.id, 1);
  const r7 = await book(null, p2.id, 1);
  await set(r1, `status = 'CONFIRMED', total_cents = 100000`);
  await set(r2, `total_cents = 80000`);
  await set(r4, `status = 'CANCELLED', cancelled_at = now(), free_cancellation_until = null, total_cents = 50000`);
  await set(r5, `status = 'OPTION', total_cents = 15000`);
  await set(r8, `total_cents = 45000`);
  await set(r3, `status = 'CONFIRMED', total_cents = 90000, created_at = ${yearAgo}`);
  await set(r6, `status = 'CONFIRMED', total_cents = 40000, created_at = ${yearAgo}`);
  await set(r7, `status = 'CANCELLED', total_cents = 30000, created_at = ${yearAgo}, cancelled_at = ${yearAgo} + interval '1 day', free_cancellation_until = $2`, [addDays(today, 100)]);
  const taken = (await t.pool.query(`select id, taken_by_id, user_id from reservations where id = any($1) order by id`, [[r1, r2, r5, r6]])).rows;
  return { p1, p2, c1, c2, flight, r1, r2, r5, r6, taken };
}

beforeAll(async () => {
  t = await createTestApp({ BOOKING_CANCELLATION_FEE_PERCENT: String(FEE_PERCENT) });
  admin = await t.loginAs(Role.ADMIN);
  owner = await t.loginAs(Role.OWNER);
  customer = await t.loginAs(Role.USER);
  d = await scene();
});
afterAll(() => t.close());

async function report(filter: Record<string, unknown> = {}) {
  const res = await gql(owner, REPORT, { f: { from: A.from, to: A.to, ...filter } });
  expect(res.body.errors).toBeUndefined();
  return res.body.data.businessReport as { periodA: typeof A; periodB: typeof B; metrics: Metric[]; occupancy: Record<string, unknown>[] };
}
/** Each figure as [A, B]. */
const figures = (metrics: Metric[]) => Object.fromEntries(metrics.map((m) => [m.key, [m.a, m.b]]));

describe('reports', () => {
  it('records who took a booking: the staff member at the dashboard, nobody for an online booking', () => {
    const byId = new Map(d.taken.map((r: { id: number; taken_by_id: number | null; user_id: number }) => [r.id, r]));
    expect(byId.get(d.r1)!.taken_by_id).toBe(byId.get(d.r1)!.user_id);
    expect(byId.get(d.r6)!.taken_by_id).toBe(byId.get(d.r6)!.user_id);
    expect(byId.get(d.r2)!.taken_by_id).toBeNull();
    expect(byId.get(d.r5)!.taken_by_id).toBeNull();
  });

  it('gives every figure of period A and of B (a year earlier by default) with the change', async () => {
    const r = await report();
    expect(r.periodA).toEqual(A);
    expect(r.periodB).toEqual(B);
    expect(figures(r.metrics)).toEqual({
      bookings: [4, 2], valueCents: [240000, 130000], averageValueCents: [60000, 65000],
      travellers: [6, 3], adults: [5, 3], children: [1, 0],
      revenueCents: [240000, 130000], bookingsWithCost: [3, 0], bookingsWithoutCost: [1, 2],
      // r1 2 × 300 €, r2 2 × 300 €, r5 a seat × 100 €; B knows no cost: no margin at all.
      revenueWithCostCents: [195000, null], costCents: [130000, null], marginCents: [65000, null],
      cancellations: [1, 1], cancelledValueCents: [50000, 30000], feesKeptCents: [50000 * FEE_PERCENT / 100, 0],
    });
    const bookings = r.metrics.find((m) => m.key === 'bookings')!;
    expect(bookings).toEqual({ section: 'SALES', key: 'bookings', unit: 'COUNT', a: 4, b: 2, change: 2, changePercent: 100 });
    expect(r.metrics.find((m) => m.key === 'valueCents')).toMatchObject({ unit: 'CENTS', change: 110000, changePercent: 84.6 });
    expect(r.metrics.find((m) => m.key === 'marginCents')).toMatchObject({ change: null, changePercent: null });
    // The charter of package 1 departs in A: r1's two seats sold, r2's two (a child of 5 takes one) and r5's held.
    expect(r.occupancy).toEqual([{
      period: 'A', flightId: d.flight.id, flight: expect.stringMatching(/^GM 301 Q[A-Z]{2} → AYT$/), departureDate: d.p1.dataNisjes,
      capacity: 20, sold: 2, held: 3, free: 15, occupancyPercent: 25,
    }]);
  });

  it('filters by destination, departure airport, package, state and who took the booking', async () => {
    const pick = (r: Awaited<ReturnType<typeof report>>, ...keys: string[]) => keys.map((k) => figures(r.metrics)[k]);
    expect(pick(await report({ countryId: d.c1.country_id }), 'bookings', 'valueCents', 'cancellations')).toEqual([[2, 0], [180000, 0], [1, 0]]);
    const airport = await report({ airportId: d.c1.airport_id });
    expect(pick(airport, 'bookings', 'valueCents', 'marginCents', 'cancellations')).toEqual([[3, 0], [195000, 0], [65000, null], [1, 0]]);
    expect(airport.occupancy).toHaveLength(1);
    const other = await report({ airportId: d.c2.airport_id });
    expect(pick(other, 'bookings', 'bookingsWithoutCost', 'cancellations')).toEqual([[1, 2], [1, 2], [0, 1]]);
    expect(other.occupancy).toEqual([]);
    expect(pick(await report({ packageId: d.p2.id }), 'bookings', 'travellers', 'cancelledValueCents')).toEqual([[1, 2], [1, 3], [0, 30000]]);
    expect((await report({ packageId: d.p2.id })).occupancy).toEqual([]);
    expect(pick(await report({ statuses: ['CONFIRMED'] }), 'bookings', 'valueCents')).toEqual([[1, 2], [100000, 130000]]);
    expect(pick(await report({ statuses: ['OPTION'] }), 'bookings', 'children')).toEqual([[3, 0], [1, 0]]);
    const adminId = d.taken.find((r: { id: number }) => r.id === d.r1).taken_by_id as number;
    const ownerId = d.taken.find((r: { id: number }) => r.id === d.r6).taken_by_id as number;
    expect(pick(await report({ takenBy: String(adminId) }), 'bookings', 'valueCents')).toEqual([[1, 0], [100000, 0]]);
    expect(pick(await report({ takenBy: String(ownerId) }), 'bookings', 'valueCents')).toEqual([[0, 1], [0, 40000]]);
    expect(pick(await report({ takenBy: 'online' }), 'bookings', 'valueCents', 'cancellations')).toEqual([[3, 1], [140000, 90000], [1, 1]]);
    // A comparison period of its own: B is A's first ten days.
    const own = await report({ compareFrom: A.from, compareTo: addDays(A.from, 9) });
    expect(own.periodB).toEqual({ from: A.from, to: addDays(A.from, 9) });
    expect(pick(own, 'bookings')).toEqual([[4, 0]]);
    const staff = (await gql(admin, 'query { reportChoices { countries { value name } airports { value } packages { value } staff { value name } } }')).body.data.reportChoices;
    expect(staff.countries.map((c: { value: number }) => c.value)).toEqual(expect.arrayContaining([d.c1.country_id, d.c2.country_id]));
    expect(staff.staff.map((s: { value: number }) => s.value)).toEqual(expect.arrayContaining([adminId, ownerId]));
  });

  it('downloads each section as CSV and XLSX equal to the report, logged without any personal data', async () => {
    const r = await report();
    const query = `from=${A.from}&to=${A.to}`;
    for (const section of ['sales', 'travellers', 'revenue', 'cancellations', 'occupancy']) {
      const expected = section === 'occupancy'
        ? [OCCUPANCY_HEADER, ...r.occupancy.map((o) => [o.period, o.flight, o.departureDate, o.capacity, o.sold, o.held, o.free, o.occupancyPercent].map(String))]
        : [METRIC_HEADER, ...r.metrics.filter((m) => m.section === section.toUpperCase()).map((m) => {
          const v = (x: number | null) => (x === null ? '' : m.unit === 'CENTS' ? String(x / 100) : String(x));
          return [m.key.replace(/Cents$/, ''), m.unit === 'CENTS' ? 'EUR' : 'count', v(m.a), v(m.b), v(m.change), m.changePercent === null ? '' : String(m.changePercent)];
        })];
      const csv = await admin.get(`/api/reports/${section}.csv?${query}`).expect(200);
      expect(csv.headers['cache-control']).toBe('private, no-store');
      expect(csv.headers['content-disposition']).toContain(`raporti-${section}-${A.from}_${A.to}`);
      expect(parse(csv.text, { bom: true })).toEqual(expected);

      const xlsx = await bytes(admin.get(`/api/reports/${section}.xlsx?${query}`)).expect(200);
      expect(xlsx.headers['cache-control']).toBe('private, no-store');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load(xlsx.body as Parameters<typeof book.xlsx.load>[0]);
      const rows: string[][] = [];
      book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((v) => (v === undefined || v === null ? '' : String(v)))));
      expect(rows).toEqual(expected);
    }
    // The filter travels in the query string: online bookings of package 2.
    const filtered = parse((await admin.get(`/api/reports/sales.csv?${query}&packageId=${d.p2.id}&takenBy=online&statuses=OPTION,CONFIRMED`).expect(200)).text, { bom: true });
    expect(filtered[1]).toEqual(['bookings', 'count', '1', '1', '0', '0']);

    const { rows: logs } = await t.pool.query<{ action: string; details: string; detail: { list: string; changes: unknown[] } }>(
      `select action, details, detail from logs where entity = 'Raport' order by id`);
    expect(logs).toHaveLength(11);
    expect(logs.every((l) => l.action === 'export')).toBe(true);
    expect(logs[0]!.detail).toMatchObject({ list: 'SALES', changes: [{ field: 'format', to: 'CSV' }, { field: 'rows', to: '3' }] });
    expect(JSON.stringify(logs)).not.toMatch(/Krasniqi|Berisha|@example/);
  });

  it('reads each booking\'s places and cost as they are now: a package moved to another country, an airport added for seats alone, a cost corrected', async () => {
    const pick = (r: Awaited<ReturnType<typeof report>>, ...keys: string[]) => keys.map((k) => figures(r.metrics)[k]);
    // Package 2 (r8 in A; r3, r6 and the cancelled r7 in B) now goes to package 1's country.
    await t.pool.query('update packages set country_id = $2 where id = $1', [d.p2.id, d.c1.country_id]);
    expect(pick(await report({ countryId: d.c1.country_id }), 'bookings', 'cancellations')).toEqual([[3, 2], [1, 1]]);
    expect(pick(await report({ countryId: d.c2.country_id }), 'bookings')).toEqual([[0, 0]]);
    // The seat alone flies to AYT, an airport the agency now names, in the second country.
    const made = await gql(admin, 'mutation($i: AirportInput!) { createAirport(input: $i) { id } }', { i: { code: 'AYT', name: 'Antalya', countryId: d.c2.country_id } });
    expect(made.body.errors).toBeUndefined();
    expect(pick(await report({ countryId: d.c2.country_id }), 'bookings', 'valueCents')).toEqual([[1, 0], [15000, 0]]);
    // A cost entered (or corrected) after the sale: package 1's travellers now cost 400 € each.
    await t.pool.query('update packages set cost_per_person_cents = 40000 where id = $1', [d.p1.id]);
    expect(pick(await report(), 'costCents', 'marginCents')).toEqual([[170000, null], [25000, null]]);
    // And the dashboard's home counts them the same way.
    const home = (await gql(owner, '{ dashboardOverview { byCountry { placeId bookings } } }')).body.data.dashboardOverview.byCountry as { placeId: number | null; bookings: number }[];
    expect(home.find((c) => c.placeId === d.c2.country_id)?.bookings).toBe(1);
  });

  it('refuses customers and anonymous visitors, and bad input with a 400 naming the field', async () => {
    expect((await gql(customer, REPORT, {})).body.errors[0].extensions.code).toBe('FORBIDDEN');
    await customer.get(`/api/reports/sales.csv`).expect(403);
    await customer.get(`/api/reports/occupancy.xlsx`).expect(403);
    await t.agent().get(`/api/reports/sales.csv`).expect(401);
    const bad = await gql(admin, REPORT, { f: { from: '2031-03-05', to: '2031-03-04' } });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    expect((await admin.get('/api/reports/sales.csv?from=2031-03-05&to=2031-03-04').expect(400)).body.fields).toHaveProperty('to');
    expect((await admin.get('/api/reports/everything.csv').expect(400)).body.fields).toHaveProperty('section');
    expect((await admin.get('/api/reports/sales.csv?takenBy=robert').expect(400)).body.fields).toHaveProperty('takenBy');
    expect((await admin.get('/api/reports/sales.csv?statuses=SOLD').expect(400)).body.fields).toHaveProperty('statuses');
    expect((await admin.get('/api/reports/sales.csv?from=2020-01-01&to=2026-01-01').expect(400)).body.fields).toHaveProperty('to');
  });
});
