import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectStaffOnlyMutations, expectStaffOnlyRoutes, lastLogs, testImage } from '../../test/content-fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
let b64: string;
let otherB64: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.ADMIN);
  b64 = (await testImage('jpeg', 800, 600)).toString('base64');
  otherB64 = (await testImage('png', 500, 500)).toString('base64');
});
afterAll(() => t.close());

const LISTS = [
  { prefix: '', name: 'Stamboll', editKeys: ['name', 'location'] },
  { prefix: '/hurghada', name: 'Hurghada', editKeys: ['name', 'location'] },
  { prefix: '/kapodakia', name: 'Kapodakia', editKeys: ['title', 'description'] },
] as const;

const add = (prefix: string, body: Record<string, unknown>) => admin.post(`/api${prefix}/add-cards`).send(body);

describe('legacy card routes', () => {
  it.each(LISTS)('$name: add maps title → name and description → location; lists carry numbers and whole stars', async ({ prefix }) => {
    const res = await add(prefix, { title: 'Hotel X', description: 'Sultanahmet', price: '450', imageBase64: b64 }).expect(201);
    expect(res.body).toEqual({ card: { id: expect.any(Number), name: 'Hotel X', location: 'Sultanahmet', price: 450, imageBase64: expect.any(String), stars: 4 } });
    expect(await sharp(Buffer.from(res.body.card.imageBase64, 'base64')).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 600 });

    const list = (await t.agent().get(`/api${prefix}/cards`).expect(200)).body;
    const row = list.find((c: { id: number }) => c.id === res.body.card.id);
    expect(row).toEqual(res.body.card);
    for (const c of list) {
      expect(typeof c.id).toBe('number');
      expect(typeof c.price).toBe('number');
      expect(Number.isInteger(c.stars) && c.stars >= 0 && c.stars <= 5).toBe(true);
    }
  });

  it.each(LISTS)('$name: partial updates keep stored values; a new image replaces the picture', async ({ prefix, editKeys: [nameKey, locationKey] }) => {
    const card = (await add(prefix, { title: 'Hotel Y', description: 'Göreme', price: 500, stars: '5', imageBase64: b64 }).expect(201)).body.card;
    const url = `/api${prefix}/cards-update/${card.id}`;
    expect((await admin.put(url).send({}).expect(200)).body).toEqual({ card });
    const priced = await admin.put(url).send({ price: '480.50' }).expect(200);
    expect(priced.body.card).toEqual({ ...card, price: 480.5 });
    const renamed = await admin.put(url).send({ [nameKey]: 'Hotel Z' }).expect(200);
    expect(renamed.body.card).toEqual({ ...card, price: 480.5, name: 'Hotel Z' });
    const moved = await admin.put(url).send({ [locationKey]: 'Ürgüp', imageBase64: '' }).expect(200);
    expect(moved.body.card).toEqual({ ...card, price: 480.5, name: 'Hotel Z', location: 'Ürgüp' });

    const repictured = await admin.put(url).send({ imageBase64: `data:image/png;base64,${otherB64}` }).expect(200);
    expect(repictured.body.card.imageBase64).not.toBe(card.imageBase64);
    expect(await sharp(Buffer.from(repictured.body.card.imageBase64, 'base64')).metadata()).toMatchObject({ format: 'jpeg', width: 500 });
    expect((await t.agent().get(`/api${prefix}/cards`)).body).toContainEqual(repictured.body.card);
  });

  it('logs each change in data (field, old, new) and in Albanian words, e.g. price: 450 → 480', async () => {
    const card = (await add('', { title: 'Hotel X', description: 'Fatih', price: 450, imageBase64: b64 }).expect(201)).body.card;
    expect((await lastLogs(t))[0]).toMatchObject({
      action: 'add', entity: 'Kartë', details: 'U shtua: Kartë Stamboll "Hotel X" (location: "Fatih", price: 450, stars: 4).',
      detail: { subject: 'Hotel X', list: 'ISTANBUL', changes: [{ field: 'location', to: 'Fatih' }, { field: 'price', to: '450' }, { field: 'stars', to: '4' }] },
    });
    await admin.put(`/api/cards-update/${card.id}`).send({ name: 'Hotel X', location: 'Fatih', price: '480' }).expect(200);
    expect((await lastLogs(t))[0]).toMatchObject({
      action: 'edit', details: 'Kartë Stamboll "Hotel X": price: 450 → 480', detail: { subject: 'Hotel X', list: 'ISTANBUL', changes: [{ field: 'price', from: '450', to: '480' }] },
    });
    await admin.put(`/api/cards-update/${card.id}`).send({ imageBase64: otherB64 }).expect(200);
    expect((await lastLogs(t))[0].details).toMatch(/^Kartë Stamboll "Hotel X": image: #\d+ → #\d+$/);
    await admin.delete(`/api/cards-delete/${card.id}`).expect(200);
    expect((await lastLogs(t))[0]).toMatchObject({ action: 'delete', details: 'U fshi: Kartë Stamboll "Hotel X".', detail: { subject: 'Hotel X', changes: [] } });
  });

  it('answers bad input with 400 naming the legacy field, storing nothing and logging nothing', async () => {
    const existing = (await add('/kapodakia', { title: 'Keep', description: 'Me', price: 300, imageBase64: b64 }).expect(201)).body.card;
    const counts = async () => [await countRows(t, 'cards'), await countRows(t, 'media'), await countRows(t, 'logs')];
    const before = await counts();
    const cases: [string, Record<string, unknown>, string][] = [
      ['/add-cards', { description: 'x', price: 1, imageBase64: b64 }, 'title'],
      ['/add-cards', { title: 'x', description: 'x', price: 'abc', imageBase64: b64 }, 'price'],
      ['/add-cards', { title: 'x', description: 'x', price: -5, imageBase64: b64 }, 'price'],
      ['/add-cards', { title: 'x', description: 'x', price: 10, stars: 4.5, imageBase64: b64 }, 'stars'],
      ['/add-cards', { title: 'x', description: 'x', price: 10, stars: 6, imageBase64: b64 }, 'stars'],
      ['/add-cards', { title: 'x', description: 'x', price: 10 }, 'imageBase64'],
      ['/add-cards', { title: 'x', description: 'x', price: 10, imageBase64: Buffer.from('hello').toString('base64') }, 'imageBase64'],
    ];
    for (const [path, body, field] of cases) {
      const res = await admin.post(`/api/kapodakia${path}`).send(body);
      expect(res.status, `${field}: ${JSON.stringify(body).slice(0, 80)}`).toBe(400);
      expect(res.body.fields, field).toHaveProperty(field);
    }
    const badEdit = await admin.put(`/api/kapodakia/cards-update/${existing.id}`).send({ title: '   ', price: '12,5' }).expect(400);
    expect(Object.keys(badEdit.body.fields).sort()).toEqual(['price', 'title']);
    await admin.put(`/api/kapodakia/cards-update/${existing.id}`).send({ imageBase64: 'not an image' }).expect(400);
    expect(await counts()).toEqual(before);
    expect((await t.agent().get('/api/kapodakia/cards')).body).toContainEqual(existing);
  });

  it('keeps each list to its own cards: another list\'s id is a 404', async () => {
    const card = (await add('/hurghada', { title: 'Red Sea', description: 'Makadi', price: 390, imageBase64: b64 }).expect(201)).body.card;
    await admin.put(`/api/cards-update/${card.id}`).send({ name: 'x' }).expect(404);
    await admin.delete(`/api/kapodakia/cards-delete/${card.id}`).expect(404);
    await admin.delete(`/api/Hurghada/Cards-Delete/${card.id}`).expect(200);
    await admin.put(`/api/hurghada/cards-update/${card.id}`).send({ name: 'x' }).expect(404);
  });

  it('lets only staff write: anonymous 401, user 403 on every write route', async () => {
    await expectStaffOnlyRoutes(t, LISTS.flatMap(({ prefix }): ['post' | 'put' | 'delete', string][] => [
      ['post', `/api${prefix}/add-cards`], ['put', `/api${prefix}/cards-update/1`], ['delete', `/api${prefix}/cards-delete/1`],
    ]));
  });
});

describe('cards over GraphQL', () => {
  const FIELDS = 'id kind name location price stars image { id url srcset jpegSrcset width height alt }';

  it('adds with an uploaded image, updates partially, lists with Image URLs and deletes', async () => {
    const media = (await admin.post('/media').attach('file', Buffer.from(b64, 'base64'), 'c.jpg').expect(201)).body;
    const added = await gql(admin, `mutation($i: CardInput!) { addCard(kind: CAPPADOCIA, input: $i) { ${FIELDS} } }`,
      { i: { name: 'Cave Suites', location: 'Göreme', price: 560, stars: 5, imageId: media.id } });
    const card = added.body.data.addCard;
    expect(card).toMatchObject({ kind: 'CAPPADOCIA', name: 'Cave Suites', location: 'Göreme', price: 560, stars: 5 });
    expect(card.image).toEqual({
      id: media.id, url: `/media/${media.id}/800.webp`, alt: 'Cave Suites', width: 800, height: 600,
      srcset: `/media/${media.id}/480.webp 480w, /media/${media.id}/800.webp 800w`,
      jpegSrcset: `/media/${media.id}/480.jpg 480w, /media/${media.id}/800.jpg 800w`,
    });

    const updated = await gql(admin, `mutation($id: Int!) { updateCard(id: $id, input: { price: 540, location: null }) { ${FIELDS} } }`, { id: card.id });
    expect(updated.body.data.updateCard).toEqual({ ...card, price: 540 });

    const listed = await gql(t.agent(), `{ cards(kind: CAPPADOCIA) { ${FIELDS} } }`);
    expect(listed.body.data.cards).toContainEqual({ ...card, price: 540 });

    const bad = await gql(admin, `mutation { addCard(kind: ISTANBUL, input: { name: "", price: -1, stars: 7, imageId: 999999 }) { id } }`);
    expect(Object.keys(bad.body.errors[0].extensions.fields).sort()).toEqual(['name', 'price', 'stars']);
    const unknownImage = await gql(admin, `mutation { addCard(kind: ISTANBUL, input: { name: "X", price: 1, imageId: 999999 }) { id } }`);
    expect(unknownImage.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { imageId: expect.any(String) } });

    expect((await gql(admin, `mutation($id: Int!) { deleteCard(id: $id) }`, { id: card.id })).body.data.deleteCard).toBe(true);
    expect((await gql(admin, `mutation($id: Int!) { deleteCard(id: $id) }`, { id: card.id })).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('resolves the images of a whole list in one media query (no N+1)', async () => {
    for (let i = 0; i < 4; i++) await add('/hurghada', { title: `Batch ${i}`, description: 'x', price: 100, imageBase64: b64 }).expect(201);
    // knex emits every SQL statement it sends; count those reading media during one request.
    const knex = (t.orm.em.getConnection() as unknown as { getKnex(): { on(e: string, f: (q: { sql: string }) => void): void; off(e: string, f: unknown): void } }).getKnex();
    const queries: string[] = [];
    const listen = (q: { sql: string }) => queries.push(q.sql);
    knex.on('query', listen);
    try {
      const res = await gql(t.agent(), `{ cards(kind: HURGHADA) { id image { url } } }`);
      expect(res.body.data.cards.length).toBeGreaterThanOrEqual(4);
      for (const c of res.body.data.cards) expect(c.image.url).toMatch(/^\/media\/\d+\/\d+\.webp$/);
      const mediaQueries = queries.filter((q) => /"media"/.test(q));
      expect(mediaQueries, mediaQueries.join('\n')).toHaveLength(1);
      expect(queries.some((q) => /media_variants/.test(q)), 'no bytes are read for GraphQL').toBe(false);
    } finally {
      knex.off('query', listen);
    }
  });

  it('lets only staff mutate: UNAUTHENTICATED for anonymous, FORBIDDEN for users', async () => {
    await expectStaffOnlyMutations(t, [
      'mutation { addCard(kind: ISTANBUL, input: { name: "x", price: 1, imageId: 1 }) { id } }',
      'mutation { updateCard(id: 1, input: { price: 2 }) { id } }',
      'mutation { deleteCard(id: 1) }',
    ]);
  });
});
