import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testImage } from '../../test/content-fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';
import { MEDIA_REFERENCES, sweepOrphanMedia } from './media-sweep.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

const upload = async () => (await admin.post('/media').attach('file', await testImage('png', 600, 400), 'p.png').expect(201)).body.id as number;
const sql = <Row = { id: number }>(query: string, params: unknown[] = []) => t.orm.em.fork().execute(query, params) as Promise<Row[]>;
const sweep = () => sweepOrphanMedia(t.orm.em.fork() as EntityManager);
const served = async (id: number) => (await t.agent().get(`/media/${id}/600.webp`)).status;

describe('sweeping media nothing uses', () => {
  it('deletes old unused pictures with their variants and keeps used ones and fresh uploads', async () => {
    const [countryId] = (await sql(`insert into countries (name) values ('Sweepland') returning id`)).map((r) => r.id);
    const [airportId] = (await sql(`insert into airports (name, code, country_id) values ('Sweep', 'SWP', ?) returning id`, [countryId])).map((r) => r.id);
    const [abandoned, replaced, onPackage, onSlide, onCard, fresh] = [await upload(), await upload(), await upload(), await upload(), await upload(), await upload()];

    const dep = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    const ret = new Date(Date.now() + 35 * 86_400_000).toISOString().slice(0, 10);
    const pkgInput = { title: 'Sweep', countryId, airportId, price: 300, persons: 2, nights: 5, roomType: 'Suitë', service: 'Half Board', departureDate: dep, returnDate: ret, rating: 4, imageId: replaced };
    const pkg = (await gql(admin, 'mutation($i: PackageInput!) { createPackage(input: $i) { id } }', { i: pkgInput })).body.data.createPackage.id;
    const swapped = await gql(admin, 'mutation($id: Int!, $i: PackageUpdateInput!) { updatePackage(id: $id, input: $i) { id } }', { id: pkg, i: { imageId: onPackage } });
    expect(swapped.body.errors).toBeUndefined();
    expect((await gql(admin, 'mutation($i: SliderImageInput!) { addSliderImage(slider: HOME, input: $i) { id } }', { i: { title: 'Sweep', imageId: onSlide } })).body.errors).toBeUndefined();
    expect((await gql(admin, 'mutation($i: CardInput!) { addCard(kind: ISTANBUL, input: $i) { id } }', { i: { name: 'Sweep', location: 'X', price: 1, stars: 3, imageId: onCard } })).body.errors).toBeUndefined();

    // Everything but `fresh` is two days old.
    await sql(`update media set created_at = now() - interval '2 days' where id <> ?`, [fresh]);
    expect(await sweep()).toBe(2);
    expect(await served(abandoned)).toBe(404);
    expect(await served(replaced)).toBe(404);
    for (const id of [onPackage, onSlide, onCard, fresh]) expect(await served(id), `media ${id}`).toBe(200);
    expect(await sql(`select count(*)::int as n from media_variants where media_id in (?, ?)`, [abandoned, replaced])).toEqual([{ n: 0 }]);
    expect(await sweep()).toBe(0);
  });

  it('knows every column that points at a media row (a new one must be added to the sweep)', async () => {
    const fks = await sql<{ table: string; column: string }>(`
      select cl.relname as "table", a.attname as "column"
        from pg_constraint c join pg_class cl on cl.oid = c.conrelid
        join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any(c.conkey)
       where c.contype = 'f' and c.confrelid = 'media'::regclass and cl.relname <> 'media_variants'`);
    expect(fks.map((f) => [f.table, f.column]).sort()).toEqual(MEDIA_REFERENCES.map((r) => [...r]).sort());
  });
});
