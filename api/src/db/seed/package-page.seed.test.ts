import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../../modules/users/role.js';
import { ENGLISH_PLACE_NAMES } from './catalogue.data.js';
import { seedCatalogue } from './catalogue.seed.js';
import { GALLERY_PER_SCENE } from './package-page.data.js';
import { seedPackagePages } from './package-page.seed.js';

let t: TestApp;
let staffWritten: number;
const run = () => (t.orm.em.fork() as EntityManager).transactional((em) => seedPackagePages(em));
const count = async (sql: string) => Number((await t.pool.query(sql)).rows[0].n);

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.orm.em.fork() as EntityManager);
  // Staff already wrote one package's page: the step must keep it.
  staffWritten = Number((await t.pool.query('select min(id) as id from packages')).rows[0].id);
  const admin = await t.loginAs(Role.ADMIN);
  await gql(admin, 'mutation($id: Int!) { updatePackageContent(packageId: $id, input: { descriptionSq: "Nga stafi" }) { id } }', { id: staffWritten });
  await run();
});
afterAll(() => t.close());

describe('demo package pages', () => {
  it('gives every demo package a page in both languages, inclusions, a flight and a gallery', async () => {
    const packages = await count('select count(*) as n from packages');
    expect(await count(`select count(*) as n from package_content where description_en is not null and jsonb_array_length(included) > 0 and jsonb_array_length(included_en) > 0 and place_en is not null and baggage_en is not null and airline is not null`)).toBe(packages - 1);
    expect(await count('select count(distinct package_id) as n from package_photos')).toBe(packages);
    const res = await gql(t.agent(), 'query($id: Int!) { package(id: $id) { details { descriptionSq place outboundDeparture } gallery { width height } otherDepartures { id } } }', { id: staffWritten + 1 });
    const pkg = res.body.data.package;
    expect(pkg.details.descriptionSq).toMatch(/yje/);
    // The English one names the hotel and its city in English ("Radisson Blu Şişli … in the centre of Istanbul").
    const en = (await gql(t.agent(), 'query($id: Int!) { package(id: $id) { title city { name } details { descriptionEn } } }', { id: staffWritten + 1 })).body.data.package;
    expect(en.details.descriptionEn.startsWith(`${en.title.split(' – ').at(-1)} is a `)).toBe(true);
    const cityEn = ENGLISH_PLACE_NAMES[en.city.name];
    expect(cityEn).toBeDefined();
    expect(en.details.descriptionEn).toContain(` ${cityEn}`);
    if (cityEn !== en.city.name) expect(en.details.descriptionEn).not.toContain(en.city.name);
    expect(pkg.details.outboundDeparture).toMatch(/^\d\d:\d\d$/);
    expect(pkg.gallery).toHaveLength(GALLERY_PER_SCENE);
    expect(pkg.gallery[0]).toMatchObject({ width: 800, height: 600 });
  });

  it('keeps what staff wrote, and adds nothing when run again', async () => {
    const res = await gql(t.agent(), 'query($id: Int!) { package(id: $id) { details { descriptionSq airline } } }', { id: staffWritten });
    expect(res.body.data.package.details).toEqual({ descriptionSq: 'Nga stafi', airline: null });
    const before = [await count('select count(*) as n from media'), await count('select count(*) as n from package_photos')];
    await run();
    expect([await count('select count(*) as n from media'), await count('select count(*) as n from package_photos')]).toEqual(before);
  });

  it('shows other departures of the same hotel on the demo packages', async () => {
    const n = await count(`select count(*) as n from packages a join packages b on lower(btrim(a.title)) = lower(btrim(b.title)) and a.city_id = b.city_id and a.id <> b.id`);
    expect(n).toBeGreaterThan(0);
  });
});
