import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, expectStaffOnlyMutations, expectStaffOnlyRoutes, lastLogs, testImage } from '../../test/content-fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
let png: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.ADMIN);
  png = await testImage('png', 1200, 500);
});
afterAll(() => t.close());

const IMAGE_FIELDS = 'image { id url srcset jpegSrcset width height alt }';

describe('legacy slider routes', () => {
  it('adds with raw base64 and with a data: prefix, answering {image: {id, title, imageBase64}} as raw base64 JPEG', async () => {
    const raw = await admin.post('/api/add-images').send({ title: 'Antalya', imageBase64: png.toString('base64') }).expect(201);
    expect(raw.body).toEqual({ image: { id: expect.any(Number), title: 'Antalya', imageBase64: expect.any(String) } });
    expect(raw.body.image.imageBase64).not.toMatch(/^data:/);
    const jpeg = Buffer.from(raw.body.image.imageBase64, 'base64');
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 960, height: 400 });

    const prefixed = await admin.post('/api/bullgari/add-images')
      .send({ title: 'Bansko', imageBase64: `data:image/png;base64,${png.toString('base64')}` }).expect(201);
    expect(await sharp(Buffer.from(prefixed.body.image.imageBase64, 'base64')).metadata()).toMatchObject({ format: 'jpeg', width: 960 });

    const untitled = await admin.post('/api/add-greqi-image').send({ title: '', imageBase64: png.toString('base64') }).expect(201);
    expect(untitled.body.image.title).toBe('');

    // Each list holds its own slides; the list gives back the same base64 the add answered.
    const home = (await t.agent().get('/api/images').expect(200)).body;
    expect(home).toContainEqual(raw.body.image);
    expect((await t.agent().get('/api/Bullgari/Images').expect(200)).body).toContainEqual(prefixed.body.image);
    expect((await t.agent().get('/api/greqi-images').expect(200)).body).toEqual([untitled.body.image]);
    expect(home.map((s: { id: number }) => s.id)).not.toContain(untitled.body.image.id);
  });

  it('lists every slide (no cap of 10), in order', async () => {
    const small = (await testImage('jpeg', 200, 100)).toString('base64');
    for (let i = 1; i <= 11; i++) await admin.post('/api/add-greqi-image').send({ title: `Slide ${i}`, imageBase64: small }).expect(201);
    const list = (await t.agent().get('/api/greqi-images').expect(200)).body;
    expect(list.length).toBe(12);
    expect(list.slice(1).map((s: { title: string }) => s.title)).toEqual(Array.from({ length: 11 }, (_, i) => `Slide ${i + 1}`));
  });

  it('deletes only within its own slider, answering 404 for another slider\'s id', async () => {
    const added = await admin.post('/api/bullgari/add-images').send({ title: 'Pirin', imageBase64: png.toString('base64') }).expect(201);
    await admin.delete(`/api/images-delete/${added.body.image.id}`).expect(404);
    await admin.delete(`/api/greqi-image-delete/${added.body.image.id}`).expect(404);
    await admin.delete(`/api/bullgari/images-delete/${added.body.image.id}`).expect(200);
    await admin.delete(`/api/bullgari/images-delete/${added.body.image.id}`).expect(404);
    expect((await t.agent().get('/api/bullgari/images')).body.map((s: { id: number }) => s.id)).not.toContain(added.body.image.id);
  });

  it('rejects a missing, malformed or non-image upload with 400 naming imageBase64, storing nothing', async () => {
    const counts = async () => [await countRows(t, 'media'), await countRows(t, 'slider_images'), await countRows(t, 'logs')];
    const before = await counts();
    const bodies = [
      { title: 'x' },
      { title: 'x', imageBase64: '' },
      { title: 'x', imageBase64: 12345 },
      { title: 'x', imageBase64: 'not base64 at all!' },
      { title: 'x', imageBase64: Buffer.from('just some text').toString('base64') },
      { title: 'x', imageBase64: png.subarray(0, 400).toString('base64') },
      { title: 'x', imageBase64: Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(300)]).toString('base64') },
    ];
    for (const body of bodies) {
      const res = await admin.post('/api/add-images').send(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.fields).toHaveProperty('imageBase64');
    }
    const badTitle = await admin.post('/api/add-images').send({ title: 'x'.repeat(201), imageBase64: png.toString('base64') }).expect(400);
    expect(badTitle.body.fields).toHaveProperty('title');
    await admin.post('/api/add-images').send('[1,2]').set('Content-Type', 'application/json').expect(400);
    expect(await counts()).toEqual(before);
  });

  it('lets only staff write: anonymous 401, user 403 on every write route', async () => {
    await expectStaffOnlyRoutes(t, [
      ['post', '/api/add-images'], ['delete', '/api/images-delete/1'],
      ['post', '/api/bullgari/add-images'], ['delete', '/api/bullgari/images-delete/1'],
      ['post', '/api/add-greqi-image'], ['delete', '/api/greqi-image-delete/1'],
    ]);
  });
});

describe('sliders over GraphQL', () => {
  it('adds uploaded media to the Visit Kosova slider, exposes Image URLs (never bytes), reorders and deletes', async () => {
    const ids: number[] = [];
    for (const title of ['Prishtinë', 'Prizren', 'Rugova', 'Mirusha']) {
      const media = (await admin.post('/media').attach('file', png, 'k.png').expect(201)).body;
      const res = await gql(admin, `mutation($i: SliderImageInput!) { addSliderImage(slider: KOSOVA, input: $i) { id title position slider ${IMAGE_FIELDS} } }`,
        { i: { title, imageId: media.id } });
      const slide = res.body.data.addSliderImage;
      expect(slide).toMatchObject({ title, slider: 'KOSOVA', position: ids.length });
      expect(slide.image).toEqual({
        id: media.id, url: `/media/${media.id}/960.webp`, alt: title, width: 1200, height: 500,
        srcset: `/media/${media.id}/480.webp 480w, /media/${media.id}/960.webp 960w, /media/${media.id}/1200.webp 1200w`,
        jpegSrcset: `/media/${media.id}/480.jpg 480w, /media/${media.id}/960.jpg 960w, /media/${media.id}/1200.jpg 1200w`,
      });
      ids.push(slide.id);
    }
    const listed = await gql(t.agent(), `{ sliderImages(slider: KOSOVA) { id title ${IMAGE_FIELDS} } }`);
    expect(listed.body.data.sliderImages.map((s: { title: string }) => s.title)).toEqual(['Prishtinë', 'Prizren', 'Rugova', 'Mirusha']);
    await t.agent().get(listed.body.data.sliderImages[0].image.url).expect(200).expect('Content-Type', 'image/webp');

    const reversed = [...ids].reverse();
    const reordered = await gql(admin, `mutation($ids: [Int!]!) { reorderSliderImages(slider: KOSOVA, input: { ids: $ids }) { id position } }`, { ids: reversed });
    expect(reordered.body.data.reorderSliderImages.map((s: { id: number }) => s.id)).toEqual(reversed);
    expect((await lastLogs(t))[0]).toMatchObject({
      details: expect.stringMatching(/^Slider Visit Kosova: order: /),
      detail: { list: 'KOSOVA', changes: [{ field: 'order', from: ids.map((i) => `#${i}`).join(', '), to: reversed.map((i) => `#${i}`).join(', ') }] },
    });
    const partial = await gql(admin, `mutation($ids: [Int!]!) { reorderSliderImages(slider: KOSOVA, input: { ids: $ids }) { id } }`, { ids: reversed.slice(1) });
    expect(partial.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { ids: expect.any(String) } });

    const unknownMedia = await gql(admin, `mutation { addSliderImage(slider: HOME, input: { title: "x", imageId: 999999 }) { id } }`);
    expect(unknownMedia.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { imageId: expect.any(String) } });

    expect((await gql(admin, `mutation($id: Int!) { deleteSliderImage(id: $id) }`, { id: ids[0] })).body.data.deleteSliderImage).toBe(true);
    const gone = await gql(admin, `mutation($id: Int!) { deleteSliderImage(id: $id) }`, { id: ids[0] });
    expect(gone.body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('retitles a slide and swaps its picture in place, logging what changed', async () => {
    const first = (await admin.post('/media').attach('file', png, 'a.png').expect(201)).body;
    const added = await gql(admin, `mutation($i: SliderImageInput!) { addSliderImage(slider: GREECE, input: $i) { id position } }`,
      { i: { title: 'Athinë', imageId: first.id } });
    const slide = added.body.data.addSliderImage;
    const second = (await admin.post('/media').attach('file', await testImage('jpeg', 800, 600), 'b.jpg').expect(201)).body;
    const UPDATE = `mutation($id: Int!, $i: SliderImageUpdateInput!) { updateSliderImage(id: $id, input: $i) { id title position image { id width } } }`;
    const res = await gql(admin, UPDATE, { id: slide.id, i: { title: '  Santorini ', imageId: second.id } });
    expect(res.body.data.updateSliderImage).toEqual({ id: slide.id, title: 'Santorini', position: slide.position, image: { id: second.id, width: 800 } });
    expect((await lastLogs(t))[0]).toMatchObject({
      action: 'edit', details: `Slider Greqi "Santorini": title: "Athinë" → "Santorini"; image: #${first.id} → #${second.id}`,
      detail: { subject: 'Santorini', list: 'GREECE', changes: [{ field: 'title', from: 'Athinë', to: 'Santorini' }, { field: 'image', from: `#${first.id}`, to: `#${second.id}` }] },
    });
    // Only the title: the picture stays; an unknown picture or slide names what is wrong.
    const titleOnly = await gql(admin, UPDATE, { id: slide.id, i: { title: '' } });
    expect(titleOnly.body.data.updateSliderImage).toMatchObject({ title: '', image: { id: second.id } });
    const badMedia = await gql(admin, UPDATE, { id: slide.id, i: { imageId: 999999 } });
    expect(badMedia.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { imageId: expect.any(String) } });
    const tooLong = await gql(admin, UPDATE, { id: slide.id, i: { title: 'x'.repeat(201) } });
    expect(tooLong.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { title: expect.any(String) } });
    expect((await gql(admin, UPDATE, { id: 999999, i: { title: 'x' } })).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('lets only staff mutate: UNAUTHENTICATED for anonymous, FORBIDDEN for users', async () => {
    await expectStaffOnlyMutations(t, [
      'mutation { addSliderImage(slider: HOME, input: { title: "x", imageId: 1 }) { id } }',
      'mutation { updateSliderImage(id: 1, input: { title: "x" }) { id } }',
      'mutation { deleteSliderImage(id: 1) }',
      'mutation { reorderSliderImages(slider: HOME, input: { ids: [1] }) { id } }',
    ]);
  });

  it('writes one log row per staff change, none for a failed change', async () => {
    const logs = await countRows(t, 'logs');
    const added = await admin.post('/api/add-images').send({ title: 'Hurghada', imageBase64: png.toString('base64') }).expect(201);
    expect((await lastLogs(t))[0]).toMatchObject({ action: 'add', entity: 'Slider', details: expect.stringContaining('U shtua: Slider Oferta Speciale "Hurghada"') });
    await admin.delete(`/api/images-delete/${added.body.image.id}`).expect(200);
    expect((await lastLogs(t))[0]).toMatchObject({ action: 'delete', details: expect.stringContaining('"Hurghada"') });
    expect(await countRows(t, 'logs')).toBe(logs + 2);
    await admin.delete(`/api/images-delete/${added.body.image.id}`).expect(404);
    await admin.post('/api/add-images').send({ title: 'x', imageBase64: 'bad' }).expect(400);
    expect(await countRows(t, 'logs')).toBe(logs + 2);
    for (const row of await lastLogs(t, 2)) expect(row.details.length).toBeLessThan(200);
  });
});
