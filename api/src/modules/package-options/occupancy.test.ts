import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';
import { defaultOccupancy } from './occupancy.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

const SET = `mutation($id: Int!, $o: [PackageOptionInput!]!) { setPackageOptions(packageId: $id, options: $o) { id roomType maxAdults maxChildren minPersons } }`;
const QUOTE = 'query($i: QuoteInput!) { bookingQuote(input: $i) { total option { id maxAdults maxChildren minPersons } } }';
const BOOK = 'mutation($i: BookingInput!) { bookPackage(input: $i) { id } }';
const SINGLE = { roomType: 'Dhomë teke', board: 'BED_AND_BREAKFAST', adultPrice: 300 };
const FAMILY = { roomType: 'Dhomë familjare', board: 'ALL_INCLUSIVE', adultPrice: 700, maxAdults: 2, maxChildren: 3, minPersons: 3 };

describe('room occupancy (issue 42)', () => {
  it('reads a default from the room type, in Albanian or English, and staff set their own', async () => {
    expect(defaultOccupancy('Dhomë teke')).toEqual({ maxAdults: 1, maxChildren: 1, minPersons: 1 });
    expect(defaultOccupancy('Single room')).toEqual({ maxAdults: 1, maxChildren: 1, minPersons: 1 });
    expect(defaultOccupancy('Suitë familjare')).toEqual({ maxAdults: 4, maxChildren: 3, minPersons: 2 });
    expect(defaultOccupancy('Dhomë dyshe')).toEqual({ maxAdults: 3, maxChildren: 2, minPersons: 1 });
    const pkg = await createPackage(t);
    const set = (await gql(admin, SET, { id: pkg.id, o: [SINGLE, FAMILY] })).body.data.setPackageOptions;
    expect(set.map((o: Record<string, unknown>) => [o.maxAdults, o.maxChildren, o.minPersons])).toEqual([[1, 1, 1], [2, 3, 3]]);
    const impossible = await gql(admin, SET, { id: pkg.id, o: [{ ...FAMILY, maxAdults: 1, maxChildren: 0, minPersons: 2 }] });
    expect(impossible.body.errors[0].extensions).toMatchObject({
      fields: { 'options.0.minPersons': expect.any(String) }, rules: { 'options.0.minPersons': { code: 'OCCUPANCY_MIN_ABOVE_MAX', params: { min: 2, max: 1 } } },
    });
    const outOfRange = await gql(admin, SET, { id: pkg.id, o: [{ ...SINGLE, maxAdults: 0, maxChildren: 11 }] });
    expect(Object.keys(outOfRange.body.errors[0].extensions.fields).sort()).toEqual(['options.0.maxAdults', 'options.0.maxChildren']);
  });

  it('is enforced by the quote and the booking alike, saying why with a code a page words in its language', async () => {
    const pkg = await createPackage(t);
    const [single, family] = (await gql(admin, SET, { id: pkg.id, o: [SINGLE, FAMILY] })).body.data.setPackageOptions;
    const quote = (i: Record<string, unknown>) => gql(t.agent(), QUOTE, { i: { packageId: pkg.id, ...i } });

    // The single room took 20 adults (€27,120): now it says it takes one.
    const twenty = await quote({ optionId: single.id, adults: 20 });
    expect(twenty.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT', fields: { adults: 'Dhomë teke merr më së shumti 1 të rritur.' }, rules: { adults: { code: 'OCCUPANCY_ADULTS', params: { count: 1 } } },
    });
    const kids = await quote({ optionId: family.id, adults: 2, childAges: [3, 5, 7, 9] });
    expect(kids.body.errors[0].extensions.rules).toEqual({ childAges: { code: 'OCCUPANCY_CHILDREN', params: { count: 3 } } });
    const few = await quote({ optionId: family.id, adults: 2 });
    expect(few.body.errors[0].extensions).toMatchObject({ fields: { adults: 'Dhomë familjare rezervohet për të paktën 3 persona.' }, rules: { adults: { code: 'OCCUPANCY_MIN', params: { count: 3 } } } });
    // What fits is priced, and the answer carries the room's limits for the booking box.
    const ok = await quote({ optionId: family.id, adults: 2, childAges: [4] });
    expect(ok.body.data.bookingQuote.option).toEqual({ id: family.id, maxAdults: 2, maxChildren: 3, minPersons: 3 });
    // No option named: the cheapest (the single room) is checked too.
    expect((await quote({ adults: 2 })).body.errors[0].extensions.rules.adults.code).toBe('OCCUPANCY_ADULTS');

    const user = await t.loginAs(Role.USER);
    const refused = await gql(user, BOOK, { i: { packageId: pkg.id, optionId: single.id, adults: 2, travellerNames: ['Ana Gashi', 'Besa Gashi'] } });
    expect(refused.body.errors[0].extensions.rules).toEqual({ adults: { code: 'OCCUPANCY_ADULTS', params: { count: 1 } } });
    const booked = await gql(user, BOOK, { i: { packageId: pkg.id, optionId: single.id, adults: 1, travellerNames: ['Ana Gashi'] } });
    expect(booked.body.data.bookPackage.id).toEqual(expect.any(Number));
    // The legacy reserve books the package's persons as it always did.
    const legacy = await t.createUser(Role.USER);
    const a = t.agent();
    const me = (await a.post('/api/login').send({ username: legacy.username, password: legacy.password }).expect(200)).body.user;
    const reserved = await a.post('/api/reserveOffer').send({ item: { id: pkg.id }, userId: me.id }).expect(201);
    const { rows } = await t.pool.query('select adults, room_type from reservations where id = $1', [reserved.body.reservation.id]);
    expect(rows[0]).toEqual({ adults: 2, room_type: 'Dhomë teke' });
  });
});
