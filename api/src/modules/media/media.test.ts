import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows, lastLogs, noisyPng, photoLikeJpeg, testImage } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
// A 1 MB limit keeps the over-size bodies of these tests small.
beforeAll(async () => {
  t = await createTestApp({ MAX_IMAGE_MB: '1' });
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

const upload = (agent: typeof admin, bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') =>
  agent.post('/media').attach('file', bytes, { filename, contentType });

describe('POST /media (dashboard upload)', () => {
  it('accepts real PNG, JPEG, WebP, GIF and AVIF files, answering {id, url, srcset, width, height}', async () => {
    for (const format of ['png', 'jpeg', 'webp', 'gif', 'avif'] as const) {
      const res = await upload(admin, await testImage(format, 1200, 800), `x.${format}`, `image/${format}`).expect(201);
      expect(res.body, format).toEqual({
        id: expect.any(Number),
        url: `/media/${res.body.id}/960.webp`,
        srcset: `/media/${res.body.id}/480.webp 480w, /media/${res.body.id}/960.webp 960w, /media/${res.body.id}/1200.webp 1200w`,
        width: 1200,
        height: 800,
      });
    }
  });

  it('measures a ~2000 px upload with all its variants', async () => {
    const big = await photoLikeJpeg(2000, 1333);
    const started = performance.now();
    const res = await upload(admin, big).expect(201);
    const ms = Math.round(performance.now() - started);
    console.log(`[media] upload + 6 variants of a 2000×1333 JPEG (${big.length} bytes): ${ms} ms`);
    expect(res.body).toMatchObject({ width: 1600, height: 1066 });
    expect(res.body.srcset).toContain('/1600.webp 1600w');
  });

  it('never upscales: a small image keeps its own width as its only size', async () => {
    const res = await upload(admin, await testImage('png', 300, 200), 'small.png', 'image/png').expect(201);
    expect(res.body).toMatchObject({ url: `/media/${res.body.id}/300.webp`, srcset: `/media/${res.body.id}/300.webp 300w`, width: 300, height: 200 });
    await t.agent().get(`/media/${res.body.id}/480.webp`).expect(404);
    const jpeg = await t.agent().get(`/media/${res.body.id}/300.jpg`).expect(200);
    expect(await sharp(jpeg.body).metadata()).toMatchObject({ format: 'jpeg', width: 300, height: 200 });
  });

  it('rejects what is not a whole image of an allowed format with a clear 4xx, storing nothing', async () => {
    const png = await testImage('png', 400, 300);
    const cases: [string, Buffer, string, number][] = [
      ['text renamed .jpg', Buffer.from('This is a letter, not a picture.\n'.repeat(20)), 'photo.jpg', 400],
      ['truncated PNG', png.subarray(0, Math.floor(png.length / 2)), 'cut.png', 400],
      ['zip archive', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), Buffer.alloc(500, 1)]), 'photo.jpg', 400],
      ['SVG (scriptable, not allowed)', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>'), 'x.svg', 400],
      ['over MAX_IMAGE_MB', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(1024 * 1024 + 10, 7)]), 'big.jpg', 413],
    ];
    const [media, variants, logs] = [await countRows(t, 'media'), await countRows(t, 'media_variants'), await countRows(t, 'logs')];
    for (const [label, bytes, filename, status] of cases) {
      const res = await upload(admin, bytes, filename);
      expect(res.status, label).toBe(status);
      expect(res.body.fields?.file, label).toEqual(expect.any(String));
    }
    await admin.post('/media').send({ file: 'not multipart' }).expect(400);
    await admin.post('/media').attach('image', png, 'x.png').expect(400);
    expect([await countRows(t, 'media'), await countRows(t, 'media_variants'), await countRows(t, 'logs')]).toEqual([media, variants, logs]);
  });

  it('refuses a decompression bomb (too many pixels) with 400', async () => {
    // A small PNG whose header claims 10000×8000: refused from the header, before any decoding.
    const bomb = Buffer.from(await testImage('png', 10, 10));
    bomb.writeUInt32BE(10000, 16);
    bomb.writeUInt32BE(8000, 20);
    bomb.writeUInt32BE(crc32(bomb.subarray(12, 29)), 29);
    const res = await upload(admin, bomb, 'bomb.png', 'image/png').expect(400);
    expect(res.body.fields.file).toMatch(/megapiksela/);
  });

  it('is staff-only: anonymous 401, user 403, and writes one log row per upload', async () => {
    const png = await testImage('png', 200, 100);
    await upload(t.agent(), png).expect(401);
    await upload(await t.loginAs(Role.USER), png).expect(403);
    const res = await upload(admin, png, 'Përmeti plazh.png').expect(201);
    expect((await lastLogs(t))[0]).toMatchObject({
      action: 'add', entity: 'Imazh', details: 'U shtua: Imazh "Përmeti plazh.png" (format: "png", size: "200×100").',
      detail: { subject: 'Përmeti plazh.png', changes: [{ field: 'format', to: 'png' }, { field: 'size', to: '200×100' }] },
    });
    // A file name is the client's text: an RFC 5987 name may even carry NUL; control characters are dropped.
    const boundary = 'xBOUNDARYx';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename*=UTF-8''a%00b%01c%C3%AB.png\r\nContent-Type: image/png\r\n\r\n`),
      png, Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const odd = await admin.post('/media').set('Content-Type', `multipart/form-data; boundary=${boundary}`).send(body).expect(201);
    expect((await lastLogs(t))[0].detail?.subject).toBe('abcë.png');
    expect(odd.body.id).toBeGreaterThan(res.body.id);
  });
});

describe('GET /media/<id>/<variant>', () => {
  it('serves WebP and JPEG variants with a strong ETag, a year of immutable caching and 304s', async () => {
    const { body: { id } } = await upload(admin, await testImage('jpeg', 1000, 600)).expect(201);
    const webp = await t.agent().get(`/media/${id}/960.webp`).expect(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(webp.headers.etag).toMatch(/^"[\w-]{20,}"$/);
    expect(webp.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(await sharp(webp.body).metadata()).toMatchObject({ format: 'webp', width: 960, height: 576 });

    const again = await t.agent().get(`/media/${id}/960.webp`).set('If-None-Match', webp.headers.etag).expect(304);
    expect(again.headers.etag).toBe(webp.headers.etag);
    expect(again.headers['cache-control']).toContain('immutable');
    await t.agent().get(`/media/${id}/960.webp`).set('If-None-Match', `"other", W/${webp.headers.etag}`).expect(304);
    await t.agent().get(`/media/${id}/960.webp`).set('If-None-Match', '"other"').expect(200);

    const jpeg = await t.agent().get(`/media/${id}/480.jpg`).expect(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers.etag).not.toBe(webp.headers.etag);
    expect(await sharp(jpeg.body).metadata()).toMatchObject({ format: 'jpeg', width: 480 });
    await t.agent().head(`/media/${id}/480.jpg`).expect(200);
  });

  it('strips metadata (EXIF, GPS) when re-encoding', async () => {
    const withExif = await sharp(await testImage('jpeg', 600, 400))
      .withExif({ IFD0: { Copyright: 'Secret Owner', ImageDescription: 'home address' } }).jpeg().toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const { body: { id } } = await upload(admin, withExif).expect(201);
    for (const name of ['480.jpg', '600.jpg', '480.webp', '600.webp']) {
      const res = await t.agent().get(`/media/${id}/${name}`).expect(200);
      const meta = await sharp(res.body).metadata();
      expect(meta.exif, name).toBeUndefined();
      expect(res.body.includes(Buffer.from('Secret Owner')), name).toBe(false);
    }
  });

  it('answers 404 for unknown ids and variant names, 400 for a bad id', async () => {
    await t.agent().get('/media/999999/960.webp').expect(404);
    await t.agent().get('/media/1/960.png').expect(404);
    await t.agent().get('/media/1/960.webp.exe').expect(404);
    await t.agent().get('/media/abc/960.webp').expect(400);
  });
});

describe('JSON body limits', () => {
  it('gives the base64 image routes room for MAX_IMAGE_MB while every other route keeps 1 MB', async () => {
    // ~0.9 MB of image is ~1.2 MB of base64: over the global 1 MB, within the image routes' limit.
    const png = await noisyPng(900 * 1024);
    expect(png.length).toBeLessThan(1024 * 1024);
    const b64 = png.toString('base64');
    expect(b64.length).toBeGreaterThan(1024 * 1024);
    const ok = await admin.post('/api/add-images').send({ title: 'Big', imageBase64: b64 }).expect(201);
    expect(ok.body.image.id).toEqual(expect.any(Number));

    const tooBig = await admin.post('/api/add-shtetin').send({ emri: 'x'.repeat(1024 * 1024 + 10) }).expect(413);
    expect(tooBig.body).toEqual({ error: expect.any(String) });
    const media = await countRows(t, 'media');
    const overImage = await admin.post('/api/add-images').send({ title: 'x', imageBase64: 'A'.repeat(1.5 * 1024 * 1024) }).expect(413);
    expect(overImage.body).toEqual({ error: expect.any(String) });
    // Within the JSON limit but over MAX_IMAGE_MB once decoded: still a 413 naming the field.
    const decodedTooBig = await admin.put('/api/Kapodakia/cards-update/1').send({ imageBase64: 'A'.repeat(1.38 * 1024 * 1024) }).expect(413);
    expect(decodedTooBig.body.fields).toHaveProperty('imageBase64');
    expect(await countRows(t, 'media')).toBe(media);
  });
});
