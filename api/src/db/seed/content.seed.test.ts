import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { seedContent } from './content.seed.js';

let t: TestApp;
// Seed time is measured by `npm run bench` (docs/benchmarks.md), not asserted here: timed tests flake.
beforeAll(async () => {
  t = await createTestApp();
  await (t.orm.em.fork() as EntityManager).transactional((em) => seedContent(em));
});
afterAll(() => t.close());

describe('demo content seed', () => {
  it('fills three slides per legacy slider and four for Visit Kosova, with real pictures', async () => {
    for (const path of ['/api/images', '/api/bullgari/images', '/api/greqi-images']) {
      const slides = (await t.agent().get(path).expect(200)).body;
      expect(slides, path).toHaveLength(3);
      const meta = await sharp(Buffer.from(slides[0].imageBase64, 'base64')).metadata();
      expect(meta).toMatchObject({ format: 'jpeg', width: 960 });
    }
    const kosova = await gql(t.agent(), '{ sliderImages(slider: KOSOVA) { title image { url width height } } }');
    expect(kosova.body.data.sliderImages.map((s: { title: string }) => s.title)).toEqual(['Prishtinë', 'Prizren', 'Rugova', 'Mirusha']);
    const png = await t.agent().get(kosova.body.data.sliderImages[0].image.url).expect(200);
    expect(await sharp(png.body).metadata()).toMatchObject({ format: 'webp', width: 960 });
  });

  it('fills Istanbul, Hurghada and Cappadocia cards with 3-5 whole stars and prices', async () => {
    for (const path of ['/api/cards', '/api/hurghada/cards', '/api/kapodakia/cards']) {
      const cards = (await t.agent().get(path).expect(200)).body;
      expect(cards.length, path).toBeGreaterThanOrEqual(3);
      for (const c of cards) {
        expect(c).toEqual({ id: expect.any(Number), name: expect.any(String), location: expect.any(String), price: expect.any(Number), imageBase64: expect.any(String), stars: expect.any(Number) });
        expect([3, 4, 5]).toContain(c.stars);
      }
    }
  });

  it('fills the three price tables (Dubai from €399, 5 days)', async () => {
    expect((await t.agent().get('/api/room-price')).body[0]).toEqual({ id: expect.any(Number), room_type: 'Standard Room', service: 'All Inclusive', price_1: 450, price_2: 520 });
    const dubai = (await t.agent().get('/api/dubai-price')).body;
    expect(Math.min(...dubai.map((r: { cmimi: number }) => r.cmimi))).toBe(389);
    expect(dubai[0]).toMatchObject({ nisja: 'Çdo të Hënë', tipi_dhomes: 'Dyshe', sherbimi: 'Bed & Breakfast', udhetimi: 5, cmimi: 399 });
    expect((await t.agent().get('/api/maqedoni-price')).body.length).toBeGreaterThanOrEqual(3);
  });
});
