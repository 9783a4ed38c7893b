import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';
import { addMonths, mondayOf } from './dashboard-stats.service.js';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['loginAs']>>;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await t.loginAs(Role.OWNER);
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

const ZONE = 'Europe/Belgrade';
const today = todayLocal();
const monthStart = `${today.slice(0, 7)}-01`;
const q = async <T>(sql: string, params: unknown[] = []) => (await t.pool.query(sql, params)).rows as T[];

const OVERVIEW = `{ dashboardOverview {
  today monthStart seasonStart lapsingWithinHours
  bookedToday { bookings travellers revenueCents } bookedThisMonth { bookings travellers revenueCents }
  receivedToday { receivedCents netCents } receivedThisMonth { receivedCents netCents }
  outstanding { bookings cents } overdue { bookings cents } optionsLapsing
  salesByMonth { month salesCents bookings lastYearMonth lastYearSalesCents lastYearBookings }
  byCountry { placeId name bookings travellers revenueCents } byAirport { placeId name bookings travellers revenueCents }
  nextDepartures { flightId label block sold onOption free }
  paymentsByWeek { weekStart receivedCents netCents } } }`;

async function book(customer: Awaited<ReturnType<TestApp['loginAs']>>, packageId: number, adults: number) {
  const names = Array.from({ length: adults }, (_, i) => `Udhëtar ${'ABCDEFG'[i]}ë Testi`);
  const res = await gql(customer, 'mutation($i: BookingInput!) { bookPackage(input: $i) { id } }', { i: { packageId, adults, travellerNames: names } });
  expect(res.body.errors).toBeUndefined();
  const id = res.body.data.bookPackage.id as number;
  const [row] = await q<{ total: number }>('select total_cents as total from reservations where id = $1', [id]);
  return { id, total: row!.total };
}

async function money(mutation: 'recordPayment' | 'recordRefund', reservationId: number, amountCents: number, paidOn: string) {
  const res = await gql(owner, `mutation($i: PaymentInput!) { ${mutation}(input: $i) { id } }`, { i: { reservationId, amountCents, method: 'CASH', paidOn } });
  expect(res.body.errors).toBeUndefined();
}

describe('the dashboard home (issue 46, item 1)', () => {
  it('answers admin and owner with each figure as the database has it, and refuses a customer', async () => {
    const [pkgA, pkgB] = [await createPackage(t), await createPackage(t)];
    const [{ airport_id: airportA }] = await q<{ airport_id: number }>('select airport_id from packages where id = $1', [pkgA.id]);
    const out = new Date(`${addDays(today, 20)}T06:00:00Z`);
    const back = new Date(`${addDays(today, 27)}T12:00:00Z`);
    const at = (d: Date, h: number) => new Date(d.getTime() + h * 3_600_000).toISOString();
    const flight = (await gql(admin, 'mutation($i: FlightInput!) { createFlight(input: $i) { id } }', { i: {
      carrier: 'Chair Airlines', outboundNumber: 'GM 301', returnNumber: 'GM 302', fromAirportId: airportA, toCode: 'AYT', toCity: 'Antalya',
      outboundDepartsAt: out.toISOString(), outboundArrivesAt: at(out, 2), returnDepartsAt: back.toISOString(), returnArrivesAt: at(back, 2),
      baggage: '20 kg', seatsOutbound: 12, seatsReturn: 10,
    } })).body.data.createFlight.id as number;
    await gql(admin, 'mutation($id: Int!, $f: Int) { updatePackage(id: $id, input: { flightId: $f }) { id } }', { id: pkgA.id, f: flight });

    const [c1, c2, c3] = [await t.loginAs(Role.USER), await t.loginAs(Role.USER), await t.loginAs(Role.USER)];
    const a = await book(c1, pkgA.id, 2); // today, an option lapsing tomorrow, paid in part
    const b = await book(c1, pkgB.id, 1); // today, its deposit overdue
    const c = await book(c2, pkgA.id, 1); // today, then cancelled: no sale
    const d = await book(c2, pkgB.id, 3); // last month, confirmed
    const e = await book(c3, pkgB.id, 1); // this month a year ago, travelled
    await q(`update reservations set status = 'CANCELLED', cancelled_at = now() where id = $1`, [c.id]);
    await q(`update reservations set status = 'CONFIRMED', expires_at = null, created_at = ($2::date + interval '12 hours') at time zone '${ZONE}' where id = $1`, [d.id, addMonths(monthStart, -1)]);
    await q(`update reservations set status = 'TRAVELLED', expires_at = null, created_at = ($2::date + interval '12 hours') at time zone '${ZONE}' where id = $1`, [e.id, addMonths(monthStart, -12)]);
    await q(`update reservations set expires_at = now() + interval '24 hours' where id = $1`, [a.id]);
    await q(`update reservations set expires_at = now() + interval '5 days' where id = $1`, [b.id]);
    await q(`update payment_stages set due_date = $2 where reservation_id = $1 and seq = 1`, [b.id, addDays(today, -3)]);
    await money('recordPayment', a.id, 10_000, today);
    await money('recordPayment', b.id, 3_000, addDays(today, -8));
    await money('recordRefund', b.id, 1_000, today);

    for (const staff of [owner, admin]) expect((await gql(staff, OVERVIEW)).body.errors).toBeUndefined();
    const o = (await gql(admin, OVERVIEW)).body.data.dashboardOverview;
    expect(o).toMatchObject({ today, monthStart, seasonStart: addMonths(monthStart, -11), lapsingWithinHours: 48 });

    // Today and this month, known by construction and counted again here in SQL of the test's own.
    const bookedOn = async (from: string, to: string) => (await q(`select count(*)::int as bookings, coalesce(sum(travellers), 0)::int as travellers,
      coalesce(sum(total_cents), 0)::float8 as "revenueCents" from reservations where status in ('OPTION', 'CONFIRMED', 'TRAVELLED')
      and (created_at at time zone '${ZONE}')::date between $1 and $2`, [from, to]))[0];
    expect(o.bookedToday).toEqual({ bookings: 2, travellers: 3, revenueCents: a.total + b.total });
    expect(o.bookedToday).toEqual(await bookedOn(today, today));
    expect(o.bookedThisMonth).toEqual(await bookedOn(monthStart, today));
    const ledger = async (from: string, to: string) => (await q(`select coalesce(sum(amount_cents) filter (where kind = 'PAYMENT'), 0)::int as "receivedCents",
      coalesce(sum(amount_cents), 0)::int as "netCents" from payments where paid_on between $1 and $2`, [from, to]))[0];
    expect(o.receivedToday).toEqual({ receivedCents: 10_000, netCents: 9_000 });
    expect(o.receivedThisMonth).toEqual(await ledger(monthStart, today));

    const [open] = await q(`select count(*)::int as bookings, sum(total_cents - paid_cents)::float8 as cents from reservations
      where status in ('OPTION', 'CONFIRMED') and paid_cents < total_cents`);
    expect(o.outstanding).toEqual(open);
    expect(o.outstanding.bookings).toBe(3); // a, b and d; c cancelled, e travelled
    // b's first stage is late: what of it the paid 2,000 (3,000 less the refund) leaves.
    const [stage] = await q<{ amount: number }>('select amount_cents as amount from payment_stages where reservation_id = $1 and seq = 1', [b.id]);
    expect(o.overdue).toEqual({ bookings: 1, cents: stage!.amount - 2_000 });
    expect(o.optionsLapsing).toBe(1);

    // The season against the one before: this month a and b, last month d, this month a year ago e.
    expect(o.salesByMonth).toHaveLength(12);
    expect(o.salesByMonth[11]).toEqual({
      month: today.slice(0, 7), salesCents: a.total + b.total, bookings: 2, lastYearMonth: addMonths(monthStart, -12).slice(0, 7), lastYearSalesCents: e.total, lastYearBookings: 1,
    });
    expect(o.salesByMonth[10]).toMatchObject({ month: addMonths(monthStart, -1).slice(0, 7), salesCents: d.total, bookings: 1, lastYearSalesCents: 0 });
    expect(o.salesByMonth.slice(0, 10).every((m: { salesCents: number }) => m.salesCents === 0)).toBe(true);

    const country = async (id: number) => (await q<{ placeId: number; name: string }>('select c.id as "placeId", c.name from packages p join countries c on c.id = p.country_id where p.id = $1', [id]))[0]!;
    expect(o.byCountry).toEqual([
      { ...(await country(pkgB.id)), bookings: 2, travellers: 4, revenueCents: b.total + d.total },
      { ...(await country(pkgA.id)), bookings: 1, travellers: 2, revenueCents: a.total },
    ]);
    expect(o.byAirport.map((x: { bookings: number }) => x.bookings)).toEqual([2, 1]);
    expect(o.byAirport[1].placeId).toBe(airportA);

    expect(o.nextDepartures).toEqual([{ flightId: flight, label: expect.stringMatching(/^GM 301 \w{3} → AYT$/), block: 10, sold: 0, onOption: 2, free: 8 }]);

    expect(o.paymentsByWeek).toHaveLength(12);
    expect(o.paymentsByWeek[11]).toEqual({ weekStart: mondayOf(today), receivedCents: 10_000, netCents: 9_000 });
    expect(o.paymentsByWeek[10]).toEqual({ weekStart: addDays(mondayOf(today), -7), receivedCents: 3_000, netCents: 3_000 });
    const weeks = await q(`select date_trunc('week', paid_on)::date::text as "weekStart", sum(amount_cents) filter (where kind = 'PAYMENT')::int as "receivedCents",
      sum(amount_cents)::int as "netCents" from payments group by 1 order by 1`);
    expect(o.paymentsByWeek.filter((w: { receivedCents: number; netCents: number }) => w.receivedCents || w.netCents)).toEqual(weeks);
  }, 90_000); // a dozen logins, bookings and payments through the API: slow on a busy machine

  it('refuses a customer (403) and an anonymous visitor (401)', async () => {
    const customer = await t.loginAs(Role.USER);
    const refused = await gql(customer, '{ dashboardOverview { today } }');
    expect(refused.body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect(refused.body.data).toBeNull();
    const anonymous = await gql(t.agent(), '{ dashboardOverview { today } }');
    expect(anonymous.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
