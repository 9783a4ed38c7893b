import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '../../test/content-fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../../modules/users/role.js';
import { DESTINATIONS } from './catalogue.data.js';
import { seedCatalogue } from './catalogue.seed.js';
import { seedPackagePictures } from './package-pictures.seed.js';

let t: TestApp;
let staffPicture: number;
let keptPackage: number;
const packages = async () =>
  (await t.orm.em.fork().execute(`select p.id, p.image_id as "imageId", c.name as city from packages p join cities c on c.id = p.city_id order by p.id`)) as
  { id: number; imageId: number | null; city: string }[];
const mediaCount = async () => Number((await t.orm.em.fork().execute(`select count(*) as n from media`))[0].n);
const runStep = () => (t.orm.em.fork() as EntityManager).transactional((em) => seedPackagePictures(em));

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.orm.em.fork() as EntityManager);
  // A staff member already gave one package its own picture: the step must keep it.
  const admin = await t.loginAs(Role.ADMIN);
  staffPicture = (await admin.post('/media').attach('file', await testImage('png'), 'own.png').expect(201)).body.id;
  keptPackage = (await packages())[0].id;
  await t.orm.em.fork().execute(`update packages set image_id = ? where id = ?`, [staffPicture, keptPackage]);
  await runStep();
});
afterAll(() => t.close());

describe('demo package pictures', () => {
  it('gives every demo package a picture of its destination and keeps a picture staff chose', async () => {
    const rows = await packages();
    expect(rows.every((p) => p.imageId !== null)).toBe(true);
    expect(rows.find((p) => p.id === keptPackage)!.imageId).toBe(staffPicture);
    const byCity = new Map<string, Set<number>>();
    for (const p of rows.filter((r) => r.id !== keptPackage)) byCity.set(p.city, (byCity.get(p.city) ?? new Set()).add(p.imageId!));
    expect([...byCity.keys()].sort()).toEqual(DESTINATIONS.map(([, city]) => city).sort());
    for (const [city, ids] of byCity) expect(ids.size, city).toBe(1);
    expect(new Set([...byCity.values()].flatMap((s) => [...s])).size).toBe(DESTINATIONS.length);
  });

  it('serves the pictures as 4:3 WebP through the package API', async () => {
    const res = await gql(t.agent(), `query($id: Int!) { package(id: $id) { image { url width height } } }`, { id: keptPackage + 1 });
    const image = res.body.data.package.image;
    expect(image).toMatchObject({ width: 800, height: 600 });
    const file = await t.agent().get(image.url).expect(200);
    expect(await sharp(file.body).metadata()).toMatchObject({ format: 'webp' });
  });

  it('draws nothing when every package already has a picture', async () => {
    const before = await mediaCount();
    await runStep();
    expect(await mediaCount()).toBe(before);
  });
});
