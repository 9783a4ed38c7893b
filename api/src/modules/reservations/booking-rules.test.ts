import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

/** What one customer may book (issue 41): the seats they may hold on one departure, and only what is still on sale. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ BOOKING_MAX_SEATS_PER_CUSTOMER: '6' });
});
afterAll(() => t.close());

const BOOK = 'mutation($i: BookingInput!) { bookPackage(input: $i) { id travellers travellerNames optionId } }';
const names = (n: number, tag = '') => Array.from({ length: n }, (_, i) => `Udhëtar${tag} ${String.fromCharCode(65 + i)}ë`);
const book = (agent: Awaited<ReturnType<TestApp['loginAs']>>, packageId: number, adults: number, tag = '') =>
  gql(agent, BOOK, { i: { packageId, adults, travellerNames: names(adults, tag) } });

describe('seats one customer may hold on one departure', () => {
  it('refuses a booking past the cap with a 409 naming it; seats given back count again; other customers are not held back', async () => {
    const pkg = await createPackage(t, { seats: '40' });
    const customer = await t.loginAs(Role.USER);
    expect((await book(customer, pkg.id, 4, 'a')).body.data.bookPackage.travellers).toBe(4);
    const over = await book(customer, pkg.id, 3, 'b');
    expect(over.body.errors[0]).toMatchObject({
      message: 'Në një nisje mund të mbani më së shumti 6 vende (keni 4). Për grupe më të mëdha kontaktoni agjencinë.',
      extensions: { code: 'CONFLICT', rules: { travellers: { code: 'SEATS_PER_CUSTOMER', params: { max: 6, held: 4 } } } },
    });
    const second = await book(customer, pkg.id, 2, 'c');
    expect(second.body.data.bookPackage.travellers).toBe(2);
    // A cancelled booking gives its seats back.
    await gql(customer, `mutation { cancelMyReservation(id: ${second.body.data.bookPackage.id}) { status } }`).expect(200);
    expect((await book(customer, pkg.id, 2, 'd')).body.data.bookPackage.travellers).toBe(2);
    expect((await book(await t.loginAs(Role.USER), pkg.id, 6, 'e')).body.data.bookPackage.travellers).toBe(6);
  });

  it('holds when one customer sends many bookings at once: never more than the cap', async () => {
    const pkg = await createPackage(t, { seats: '40' });
    const customer = await t.loginAs(Role.USER);
    const results = await Promise.all(Array.from({ length: 8 }, (_, i) => book(customer, pkg.id, 2, String(i))));
    expect(results.filter((r) => r.body.data?.bookPackage)).toHaveLength(3);
    expect(results.filter((r) => r.body.errors?.[0].extensions.rules?.travellers?.code === 'SEATS_PER_CUSTOMER')).toHaveLength(5);
    const { rows } = await t.pool.query<{ n: number }>(`select sum(travellers)::int as n from reservations where package_id = $1`, [pkg.id]);
    expect(rows[0]!.n).toBe(6);
  });

  it('applies to the legacy reserve too (its travellers are the package persons)', async () => {
    const pkg = await createPackage(t, { nrPersonave: 8 });
    const customer = await t.loginAs(Role.USER);
    const res = await customer.post('/api/reserveOffer').send({ item: { id: pkg.id } });
    expect(res.status).toBe(409);
    expect(res.body.rules).toEqual({ travellers: { code: 'SEATS_PER_CUSTOMER', params: { max: 6, held: 0 } } });
  });
});

describe('packages no longer on sale (departed, or inside the booking cut-off)', () => {
  const SEARCH = 'query($f: PackageSearchInput) { searchPackages(filter: $f, page: { pageSize: 100 }) { total items { id } } }';
  const ALL = 'query($f: PackageSearchInput) { allPackages(filter: $f, page: { pageSize: 100 }) { total items { id } } }';
  const QUOTE = 'query($i: QuoteInput!) { bookingQuote(input: $i) { total } }';
  const RESERVE = 'mutation($i: ReserveInput!) { reservePackage(input: $i) { id } }';

  it('leave the public search and the legacy list, stay in staff\'s, and every booking path refuses them', async () => {
    const onSale = await createPackage(t);
    const departed = await createPackage(t);
    const leavingToday = await createPackage(t);
    // Staff may not date a new package in the past; time does it to every package.
    await t.pool.query(`update packages set departure_date = current_date - 10, return_date = current_date - 3 where id = $1`, [departed.id]);
    // The agency's today (a cut-off of one day: no booking on the day of departure).
    await t.pool.query(`update packages set departure_date = d, return_date = d + 7 from (select (now() at time zone 'Europe/Belgrade')::date as d) x where id = $1`, [leavingToday.id]);
    const closed = [departed.id, leavingToday.id];
    const ids = (res: { body: { data: Record<string, { items: { id: number }[] }> } }, field: string) => res.body.data[field]!.items.map((p) => p.id);

    const visitor = t.agent();
    const customer = await t.loginAs(Role.USER);
    const admin = await t.loginAs(Role.ADMIN);
    for (const agent of [visitor, customer, admin]) {
      const found = ids(await gql(agent, SEARCH, { f: { s: 'Paketa' } }), 'searchPackages');
      expect(found).toContain(onSale.id);
      for (const id of closed) expect(found).not.toContain(id);
    }
    const staffSees = ids(await gql(admin, ALL, { f: { s: 'Paketa' } }), 'allPackages');
    for (const id of [onSale.id, ...closed]) expect(staffSees).toContain(id);
    expect((await gql(customer, ALL, {})).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(visitor, ALL, {})).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');

    // The legacy full list: kept copies (gzip) and the stream alike; staff signed in see every package.
    for (const encoding of ['gzip', 'identity']) {
      const list = (await visitor.get('/api/aranzhmanet').set('Accept-Encoding', encoding).expect(200)).body as { id: number }[];
      expect(list.map((p) => p.id)).toContain(onSale.id);
      for (const id of closed) expect(list.map((p) => p.id), encoding).not.toContain(id);
    }
    const staffList = (await admin.get('/api/aranzhmanet').expect(200)).body as { id: number }[];
    for (const id of closed) expect(staffList.map((p) => p.id)).toContain(id);
    // Its own page still answers (a link from before), saying booking has closed; booking from it does not.
    const BOOKABLE = 'query($id: Int!) { package(id: $id) { id bookable } }';
    for (const id of closed) expect((await gql(visitor, BOOKABLE, { id })).body.data.package).toEqual({ id, bookable: false });
    expect((await gql(visitor, BOOKABLE, { id: onSale.id })).body.data.package.bookable).toBe(true);

    for (const id of closed) {
      const booked = await book(customer, id, 1, 'x');
      expect(booked.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', rules: { packageId: { code: 'BOOKING_CLOSED', params: { cutoffDays: 1 } } } });
      expect((await gql(customer, RESERVE, { i: { packageId: id } })).body.errors[0].extensions.rules.packageId.code).toBe('BOOKING_CLOSED');
      const legacy = await customer.post('/api/reserveOffer').send({ item: { id } });
      expect(legacy.status).toBe(409);
      expect(legacy.body.error).toMatch(/^Ky aranzhman nuk rezervohet më/);
      expect((await gql(visitor, QUOTE, { i: { packageId: id, adults: 2 } })).body.errors[0].extensions.rules.packageId.code).toBe('BOOKING_CLOSED');
    }
    const { rows } = await t.pool.query<{ n: number }>('select count(*)::int as n from reservations where package_id = any($1)', [closed]);
    expect(rows[0]!.n).toBe(0);
    expect((await gql(visitor, QUOTE, { i: { packageId: onSale.id, adults: 2 } })).body.data.bookingQuote.total).toBe(1000);
  });
});

describe('a booking sent again', () => {
  it('is answered with the first booking only when the whole request is the same (option as chosen, party, names)', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const pkg = await createPackage(t);
    const options = (await gql(admin, 'mutation($id: Int!, $o: [PackageOptionInput!]!) { setPackageOptions(packageId: $id, options: $o) { id roomType } }', {
      id: pkg.id, o: [{ roomType: 'Suitë', board: 'ALL_INCLUSIVE', adultPrice: 900 }, { roomType: 'Dhomë dyshe', board: 'ALL_INCLUSIVE', adultPrice: 500 }],
    })).body.data.setPackageOptions as { id: number; roomType: string }[];
    const suite = options.find((o) => o.roomType === 'Suitë')!.id;
    const double = options.find((o) => o.roomType === 'Dhomë dyshe')!.id;
    const customer = await t.loginAs(Role.USER);
    const request = (optionId?: number) => gql(customer, BOOK, { i: { packageId: pkg.id, adults: 2, travellerNames: ['Arta Berisha', 'Blerim Berisha'], ...(optionId ? { optionId } : {}) } });
    const first = (await request(suite)).body.data.bookPackage;
    expect(first.optionId).toBe(suite);
    // The same names with no option (the cheapest): another booking, not the Suite back.
    const cheapest = (await request()).body.data.bookPackage;
    expect(cheapest.id).not.toBe(first.id);
    expect(cheapest.optionId).toBe(double);
    // Each, sent again, is answered with itself.
    expect((await request(suite)).body.data.bookPackage.id).toBe(first.id);
    expect((await request()).body.data.bookPackage.id).toBe(cheapest.id);
    // The cheapest chosen by name is a request of its own too.
    const named = (await request(double)).body.data.bookPackage;
    expect([first.id, cheapest.id]).not.toContain(named.id);
  });
});

describe('names', () => {
  it('need letters: a traveller of zero-width characters is refused, invisible characters are not stored', async () => {
    const pkg = await createPackage(t);
    const customer = await t.loginAs(Role.USER);
    for (const bad of ['\u200b\u200b\u200b', '\u200d\u2060\ufeff', '12 34', ' . ', 'A\u200b']) {
      const res = await gql(customer, BOOK, { i: { packageId: pkg.id, adults: 2, travellerNames: ['Arta Berisha', bad] } });
      expect(res.body.errors?.[0].extensions, JSON.stringify(bad)).toMatchObject({
        code: 'BAD_USER_INPUT', fields: { travellerNames: 'Shkruani emrin dhe mbiemrin e secilit udhëtar (2).' }, rules: { travellerNames: { code: 'TRAVELLER_NAMES' } },
      });
    }
    const ok = await gql(customer, BOOK, { i: { packageId: pkg.id, adults: 2, travellerNames: ['Arta\u200b  Berisha', '\u200eLi Na'] } });
    expect(ok.body.data.bookPackage.travellerNames).toEqual(['Arta Berisha', 'Li Na']);
  });

  it('of an account need a letter too', async () => {
    const res = await gql(t.agent(), 'mutation($i: RegisterInput!) { register(input: $i) { id } }', {
      i: { firstName: '\u200b\u200b', lastName: 'Berisha', number: '+38344111222', email: 'zw@example.com', username: 'zerowidth', password: 'Bani-Travel-2026' },
    });
    expect(res.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { firstName: 'firstName duhet të përmbajë shkronja.' }, rules: { firstName: { code: 'NAME_NEEDS_LETTERS' } } });
    const customer = await t.loginAs(Role.USER);
    const profile = await gql(customer, 'mutation { updateMyProfile(input: { lastName: "\\u200b" }) { lastName } }');
    expect(profile.body.errors[0].extensions.fields).toEqual({ lastName: 'lastName duhet të përmbajë shkronja.' });
  });
});
