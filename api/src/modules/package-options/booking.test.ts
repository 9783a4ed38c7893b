import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

const SET_OPTIONS = `mutation($id: Int!, $o: [PackageOptionInput!]!) { setPackageOptions(packageId: $id, options: $o) { id roomType board adultPrice singleSupplement childBands { minAge maxAge price } } }`;
const BOOK = `mutation($i: BookingInput!) { bookPackage(input: $i) {
  id reference status optionId roomType board adults childAges travellerNames travellers total deposit balance balanceDueDate freeCancellationUntil
  priceLines { kind age count unitPrice amount } customerEmail customerPhone } }`;
const FAMILY = { roomType: 'Dhomë familjare', board: 'ALL_INCLUSIVE', adultPrice: 700, singleSupplement: 0,
  childBands: [{ minAge: 0, maxAge: 2, price: 0 }, { minAge: 2, maxAge: 12, price: 350.5 }] };
const DOUBLE = { roomType: 'Dhomë dyshe', board: 'HALF_BOARD', adultPrice: 450, singleSupplement: 120, childBands: [] };

async function packageWithOptions(over: Record<string, unknown> = {}) {
  const pkg = await createPackage(t, over);
  const res = await gql(admin, SET_OPTIONS, { id: pkg.id, o: [FAMILY, DOUBLE] });
  return { pkg, options: res.body.data.setPackageOptions as { id: number; roomType: string }[] };
}

describe('price options', () => {
  it('keeps the legacy price (cmimi) at the cheapest option per adult and logs the change', async () => {
    const { pkg, options } = await packageWithOptions();
    expect(options.map((o) => o.roomType)).toEqual(['Dhomë familjare', 'Dhomë dyshe']);
    expect((await t.agent().get(`/api/aranzhmanet/${pkg.id}`).expect(200)).body.cmimi).toBe(450);
    // Keep the first (new price), drop the second: the "from" price follows.
    const kept = await gql(admin, SET_OPTIONS, { id: pkg.id, o: [{ ...FAMILY, id: options[0].id, adultPrice: 690 }] });
    expect(kept.body.data.setPackageOptions).toEqual([expect.objectContaining({ id: options[0].id, adultPrice: 690 })]);
    const read = await gql(t.agent(), 'query($id: Int!) { package(id: $id) { price options { id board } terms { depositPercent freeCancellationDays agencyDefaults } } }', { id: pkg.id });
    expect(read.body.data.package).toEqual({ price: 690, options: [{ id: options[0].id, board: 'ALL_INCLUSIVE' }], terms: { depositPercent: 30, freeCancellationDays: 14, agencyDefaults: true } });
    // A legacy edit of cmimi does not undo it.
    await admin.put(`/api/Aranzhmani-update/${pkg.id}`).send({ cmimi: 1 }).expect(200);
    expect((await t.agent().get(`/api/aranzhmanet/${pkg.id}`).expect(200)).body.cmimi).toBe(690);
    const log = await t.pool.query(`select detail from logs where entity_id = $1 and detail::text like '%options%'`, [pkg.id]);
    expect(log.rows.length).toBeGreaterThan(0);
  });

  it('refuses bad options with a 400 naming the field, and customers may not set them', async () => {
    const pkg = await createPackage(t);
    const overlap = await gql(admin, SET_OPTIONS, { id: pkg.id, o: [{ ...FAMILY, childBands: [{ minAge: 0, maxAge: 6, price: 0 }, { minAge: 5, maxAge: 12, price: 10 }] }] });
    expect(overlap.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { 'options.0.childBands': 'Grupmoshat 0-6 dhe 5-12 mbivendosen.' },
      rules: { 'options.0.childBands': { code: 'BANDS_OVERLAP', params: { min1: 0, max1: 6, min2: 5, max2: 12 } } },
    });
    const backwards = await gql(admin, SET_OPTIONS, { id: pkg.id, o: [DOUBLE, { ...FAMILY, childBands: [{ minAge: 7, maxAge: 3, price: 0 }] }] });
    expect(backwards.body.errors[0].extensions.rules).toEqual({ 'options.1.childBands': { code: 'BAND_AGES_ORDER', params: { min: 7, max: 3 } } });
    const negative = await gql(admin, SET_OPTIONS, { id: pkg.id, o: [{ ...DOUBLE, adultPrice: -5 }] });
    expect(negative.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { 'options.0.adultPrice': expect.any(String) } });
    const user = await t.loginAs(Role.USER);
    expect((await gql(user, SET_OPTIONS, { id: pkg.id, o: [DOUBLE] })).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('booking', () => {
  it('books the chosen option for a family: the server computes the total, a reference, the plan, the mail', async () => {
    // Two months out: a deposit now and the balance 21 days before departure.
    const dep = addDays(todayLocal(), 60);
    const { pkg, options } = await packageWithOptions({ dataNisjes: dep, dataKthimit: addDays(dep, 7) });
    const user = await t.loginAs(Role.USER);
    const party = { packageId: pkg.id, optionId: options[0].id, adults: 2, childAges: [5] };
    const quote = await gql(t.agent(), 'query($i: QuoteInput!) { bookingQuote(input: $i) { total deposit balance lines { kind amount } } }', { i: party });
    expect(quote.body.data.bookingQuote).toMatchObject({ total: 1750.5, deposit: 525.15, balance: 1225.35 });

    const names = ['Arben Krasniqi', 'Drita Krasniqi', 'Ema Krasniqi'];
    const booked = (await gql(user, BOOK, { i: { ...party, travellerNames: names } })).body.data.bookPackage;
    expect(booked).toMatchObject({
      status: 'OPTION', optionId: options[0].id, roomType: 'Dhomë familjare', board: 'ALL_INCLUSIVE', adults: 2, childAges: [5],
      travellerNames: names, travellers: 3, total: 1750.5, deposit: 525.15, balance: 1225.35, customerPhone: '+38344000000',
    });
    expect(booked.reference).toMatch(/^BT-\d{4}-\d{6}$/);
    expect(booked.priceLines).toEqual([
      { kind: 'ADULT', age: null, count: 2, unitPrice: 700, amount: 1400 },
      { kind: 'CHILD', age: 5, count: 1, unitPrice: 350.5, amount: 350.5 },
    ]);
    // The same booking sent again (a double click) is the first one; another party is a new booking.
    const repeat = (await gql(user, BOOK, { i: { ...party, travellerNames: names } })).body.data.bookPackage;
    expect(repeat.reference).toBe(booked.reference);
    const againRes = await gql(user, BOOK, { i: { ...party, childAges: [], adults: 2, travellerNames: ['Besa Krasniqi', 'Luan Krasniqi'] } });
    expect(againRes.body.errors).toBeUndefined();
    expect(againRes.body.data.bookPackage.reference).not.toBe(booked.reference);

    const mine = (await gql(user, '{ myReservations { reference total travellerNames } }')).body.data.myReservations;
    expect(mine).toContainEqual({ reference: booked.reference, total: 1750.5, travellerNames: names });
    const staff = (await gql(admin, '{ reservations(page: { pageSize: 100 }) { items { reference customerEmail customerPhone total } } }')).body.data.reservations.items;
    expect(staff).toContainEqual(expect.objectContaining({ reference: booked.reference, customerPhone: '+38344000000', customerEmail: expect.stringContaining('@example.com') }));
    const mail = (await t.pool.query(`select text from outbox where kind = 'reservation-user' and text like $1`, [`%${booked.reference}%`])).rows;
    expect(mail).toHaveLength(1);
    expect(mail[0].text).toContain('Totali: €1750.50');
    expect(mail[0].text).toContain('Ema Krasniqi');
    expect(mail[0].text).toContain('Kapari: €525.15');
  });

  it('never takes a figure from the client, and wants one name per traveller', async () => {
    const { pkg } = await packageWithOptions();
    const user = await t.loginAs(Role.USER);
    const withTotal = await gql(user, BOOK, { i: { packageId: pkg.id, adults: 1, travellerNames: ['Ana Berisha'], total: 1 } });
    expect(withTotal.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const short = await gql(user, BOOK, { i: { packageId: pkg.id, adults: 2, childAges: [3], travellerNames: ['Ana Berisha'] } });
    expect(short.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { travellerNames: expect.any(String) } });
    const old = await gql(user, BOOK, { i: { packageId: pkg.id, adults: 1, childAges: [18], travellerNames: ['A B', 'C D'] } });
    expect(old.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    const foreign = await packageWithOptions();
    const wrong = await gql(user, BOOK, { i: { packageId: pkg.id, optionId: foreign.options[0].id, adults: 1, travellerNames: ['Ana Berisha'] } });
    expect(wrong.body.errors[0].extensions.fields).toHaveProperty('optionId');
    // One adult alone in the double room pays the supplement (no option named: the cheapest).
    const single = (await gql(user, BOOK, { i: { packageId: pkg.id, adults: 1, travellerNames: ['Ana Berisha'] } })).body.data.bookPackage;
    expect(single).toMatchObject({ roomType: 'Dhomë dyshe', total: 570 });
  });

  it('keeps the legacy reserveOffer: the cheapest option, the package persons as adults', async () => {
    const { pkg } = await packageWithOptions();
    const u = await t.createUser(Role.USER);
    const a = t.agent();
    const me = (await a.post('/api/login').send({ username: u.username, password: u.password }).expect(200)).body.user;
    const ok = await a.post('/api/reserveOffer').send({ item: { id: pkg.id }, userId: me.id }).expect(201);
    expect(Object.keys(ok.body)).toEqual(['message', 'reservation']);
    const mine = (await gql(a, '{ myReservations { id reference roomType adults total } }')).body.data.myReservations;
    expect(mine).toEqual([{ id: ok.body.reservation.id, reference: expect.stringMatching(/^BT-/), roomType: 'Dhomë dyshe', adults: 2, total: 900 }]);
  });

  it('never oversells with parties: 3 seats a family, 10 seats, 8 families at once → 3 booked', async () => {
    const { pkg, options } = await packageWithOptions({ seats: 10 });
    const agents = await Promise.all(Array.from({ length: 8 }, () => t.loginAs(Role.USER)));
    const results = await Promise.all(agents.map((a) => gql(a, BOOK, {
      i: { packageId: pkg.id, optionId: options[0].id, adults: 2, childAges: [1], travellerNames: ['Ana Berisha', 'Besnik Berisha', 'Cen Berisha'] },
    })));
    expect(results.filter((r) => r.body.data?.bookPackage)).toHaveLength(3);
    expect(results.filter((r) => r.body.errors?.[0]?.extensions?.code === 'CONFLICT')).toHaveLength(5);
    const seats = await gql(t.agent(), 'query($id: Int!) { package(id: $id) { seatsLeft } }', { id: pkg.id });
    expect(seats.body.data.package.seatsLeft).toBe(1);
  });

  it("applies the package's terms: a customer cannot cancel once free cancellation has ended", async () => {
    const { pkg } = await packageWithOptions();
    const terms = await gql(admin, 'mutation($id: Int!) { setPackageTerms(packageId: $id, terms: { depositPercent: 50, freeCancellationDays: 30 }) { terms { depositPercent balanceDueDays freeCancellationDays agencyDefaults } } }', { id: pkg.id });
    expect(terms.body.data.setPackageTerms.terms).toEqual({ depositPercent: 50, balanceDueDays: 21, freeCancellationDays: 30, agencyDefaults: false });
    const user = await t.loginAs(Role.USER);
    const r = (await gql(user, BOOK, { i: { packageId: pkg.id, adults: 2, travellerNames: ['Ana Berisha', 'Besnik Berisha'] } })).body.data.bookPackage;
    // Twenty days out, inside the 21 days of the balance: everything is due at once (issue 44).
    expect(r).toMatchObject({ total: 900, deposit: 900 });
    const cancel = await gql(user, `mutation { cancelMyReservation(id: ${r.id}) { status } }`);
    expect(cancel.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { freeCancellationUntil: expect.stringMatching(/Anulimi falas/) } });
    // Within the free days (the fixture departs in 20 days; the default is 14), it cancels.
    const { pkg: other } = await packageWithOptions();
    const r2 = (await gql(user, BOOK, { i: { packageId: other.id, adults: 1, travellerNames: ['Ana Berisha'] } })).body.data.bookPackage;
    expect((await gql(user, `mutation { cancelMyReservation(id: ${r2.id}) { status } }`)).body.data.cancelMyReservation.status).toBe('CANCELLED');
  });
});

describe('search', () => {
  it('filters by price range and board, and sorts by price high to low', async () => {
    const { pkg } = await packageWithOptions({ cmimi: 800 });
    const cheap = await createPackage(t, { cmimi: 120 });
    const ids = async (filter: Record<string, unknown>, order?: Record<string, unknown>) =>
      (await gql(t.agent(), 'query($f: PackageSearchInput, $o: PackageOrder) { searchPackages(filter: $f, order: $o, page: { pageSize: 100 }) { items { id price } } }', { f: filter, o: order }))
        .body.data.searchPackages.items as { id: number; price: number }[];
    const inRange = (await ids({ priceMin: 400, priceMax: 500 })).map((p) => p.id);
    expect(inRange).toContain(pkg.id);
    expect(inRange).not.toContain(cheap.id);
    const half = (await ids({ board: 'HALF_BOARD' })).map((p) => p.id);
    expect(half).toContain(pkg.id);
    expect(half).not.toContain(cheap.id);
    const desc = (await ids({}, { by: 'PRICE', direction: 'DESC' })).map((p) => p.price);
    expect(desc).toEqual([...desc].sort((x, y) => y - x));
    const bad = await gql(t.agent(), '{ searchPackages(filter: { priceMin: -1 }) { total } }');
    expect(bad.body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    // A minimum above the maximum is refused, naming the field and the rule (issue 42).
    const upside = await gql(t.agent(), '{ searchPackages(filter: { priceMin: 900, priceMax: 300 }) { total } }');
    expect(upside.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT', fields: { priceMin: expect.stringMatching(/900.*300/) }, rules: { priceMin: { code: 'PRICE_RANGE', params: { min: 900, max: 300 } } },
    });
  });
});
