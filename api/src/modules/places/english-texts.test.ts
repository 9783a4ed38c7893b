import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '../../test/content-fixtures.js';
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

const ok = <T>(res: { body: { data?: T; errors?: unknown } }): T => {
  expect(res.body.errors).toBeUndefined();
  return res.body.data as T;
};

describe('names a visitor reads, in English beside the Albanian (issue 42)', () => {
  it("a booking keeps its room's English name: the English customer's mail and the API name it in English", async () => {
    const pkg = await createPackage(t);
    ok(await gql(admin, `mutation { setPackageOptions(packageId: ${pkg.id}, options: [{ roomType: "Dhomë me pamje nga deti", roomTypeEn: "Sea-view room", board: HALF_BOARD, adultPrice: 300 }]) { id } }`));
    const u = await t.createUser();
    await t.pool.query(`update users set language = 'en' where id = $1`, [u.id]);
    const customer = t.agent();
    await customer.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
    const booked = ok<{ bookPackage: { reference: string; roomType: string; roomTypeEn: string } }>(await gql(customer,
      'mutation($i: BookingInput!) { bookPackage(input: $i) { reference roomType roomTypeEn } }', { i: { packageId: pkg.id, adults: 2, travellerNames: ['Ana Berisha', 'Ilir Berisha'] } })).bookPackage;
    expect(booked).toMatchObject({ roomType: 'Dhomë me pamje nga deti', roomTypeEn: 'Sea-view room' });
    const mine = ok<{ myReservations: { reference: string; roomTypeEn: string }[] }>(await gql(customer, '{ myReservations { reference roomTypeEn } }')).myReservations;
    expect(mine).toContainEqual({ reference: booked.reference, roomTypeEn: 'Sea-view room' });
    const { rows } = await t.pool.query<{ text: string }>(`select text from outbox where kind = 'reservation-user' and text like $1`, [`%${booked.reference}%`]);
    expect(rows[0]?.text).toContain('Option: Sea-view room, Half board');
  });

  it('are written and unset by staff on airports, packages, options, price tables, cards and slides', async () => {
    const country = (await admin.post('/api/add-shtetin').send({ emri: 'Vendi EN' }).expect(201)).body;
    const airport = ok<{ createAirport: { id: number; nameEn: string } }>(await gql(admin,
      `mutation($c: Int!) { createAirport(input: { name: "Prishtinë", nameEn: " Pristina ", code: "QEN", countryId: $c }) { id nameEn } }`, { c: country.id })).createAirport;
    expect(airport.nameEn).toBe('Pristina');
    const unset = ok<{ updateAirport: { nameEn: string | null } }>(await gql(admin, `mutation { updateAirport(id: ${airport.id}, input: { nameEn: "" }) { nameEn } }`));
    expect(unset.updateAirport.nameEn).toBeNull();

    const pkg = await createPackage(t);
    const edited = ok<{ updatePackage: { roomTypeEn: string } }>(await gql(admin, `mutation { updatePackage(id: ${pkg.id}, input: { roomTypeEn: "Double room" }) { roomTypeEn } }`));
    expect(edited.updatePackage.roomTypeEn).toBe('Double room');
    const options = ok<{ setPackageOptions: { roomType: string; roomTypeEn: string }[] }>(await gql(admin,
      `mutation { setPackageOptions(packageId: ${pkg.id}, options: [{ roomType: "Dhomë teke", roomTypeEn: "Single room", board: HALF_BOARD, adultPrice: 300 }]) { roomType roomTypeEn } }`));
    expect(options.setPackageOptions).toEqual([{ roomType: 'Dhomë teke', roomTypeEn: 'Single room' }]);

    const dubai = ok<{ createDubaiPrice: Record<string, string> }>(await gql(admin, `mutation { createDubaiPrice(input: {
      departure: "Çdo të Premte", departureEn: "Every Friday", roomType: "Treshe", roomTypeEn: "Triple", service: "Mëngjes", serviceEn: "Breakfast", days: 5, price: 420 }) {
      departureEn roomTypeEn serviceEn } }`));
    expect(dubai.createDubaiPrice).toEqual({ departureEn: 'Every Friday', roomTypeEn: 'Triple', serviceEn: 'Breakfast' });

    const media = (await admin.post('/media').attach('file', await testImage('png', 900, 600), 'c.png').expect(201)).body.id;
    const card = ok<{ addCard: { id: number; nameEn: string; locationEn: string } }>(await gql(admin,
      `mutation($m: Int!) { addCard(kind: ISTANBUL, input: { name: "Hotel Bosfori", nameEn: "Bosphorus Hotel", location: "Stamboll", locationEn: "Istanbul", price: 300, imageId: $m }) { id nameEn locationEn } }`, { m: media })).addCard;
    expect(card).toMatchObject({ nameEn: 'Bosphorus Hotel', locationEn: 'Istanbul' });
    const cardEdit = ok<{ updateCard: { nameEn: string | null; locationEn: string } }>(await gql(admin, `mutation { updateCard(id: ${card.id}, input: { nameEn: "" }) { nameEn locationEn } }`));
    expect(cardEdit.updateCard).toEqual({ nameEn: null, locationEn: 'Istanbul' });

    const slide = ok<{ addSliderImage: { id: number; titleEn: string } }>(await gql(admin,
      `mutation($m: Int!) { addSliderImage(slider: HOME, input: { title: "Stamboll", titleEn: "Istanbul", imageId: $m }) { id titleEn } }`, { m: media })).addSliderImage;
    expect(slide.titleEn).toBe('Istanbul');
    const slideEdit = ok<{ updateSliderImage: { titleEn: string } }>(await gql(admin, `mutation { updateSliderImage(id: ${slide.id}, input: { titleEn: "Istanbul by night" }) { titleEn } }`));
    expect(slideEdit.updateSliderImage.titleEn).toBe('Istanbul by night');
    const [log] = (await t.pool.query(`select detail from logs where entity = 'Slider' order by id desc limit 1`)).rows;
    expect(log.detail.changes).toEqual([{ field: 'titleEn', from: 'Istanbul', to: 'Istanbul by night' }]);
  });

  it('are bounded like the Albanian ones', async () => {
    const long = 'x'.repeat(101);
    const bad = await gql(admin, `mutation($s: String) { createRoomPrice(input: { roomType: "A", roomTypeEn: $s, service: "B", price1: 1, price2: 2 }) { id } }`, { s: long });
    expect(bad.body.errors[0].extensions.fields).toHaveProperty('roomTypeEn');
  });
});
