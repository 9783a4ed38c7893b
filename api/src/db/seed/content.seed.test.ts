import type { EntityManager } from '@mikro-orm/postgresql';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { seedContent } from './content.seed.js';
import { fillEnglishTexts, repairDemoRoomTypes } from './english-texts.seed.js';

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
    expect((await t.agent().get('/api/room-price')).body[0]).toEqual({ id: expect.any(Number), room_type: 'Dhomë standarde', service: 'All Inclusive', price_1: 450, price_2: 520 });
    const dubai = (await t.agent().get('/api/dubai-price')).body;
    expect(Math.min(...dubai.map((r: { cmimi: number }) => r.cmimi))).toBe(389);
    expect(dubai[0]).toMatchObject({ nisja: 'Çdo të Hënë', tipi_dhomes: 'Dyshe', sherbimi: 'Bed & Breakfast', udhetimi: 5, cmimi: 399 });
    expect((await t.agent().get('/api/maqedoni-price')).body.length).toBeGreaterThanOrEqual(3);
  });

  it('gives the demo texts a visitor reads their English, and moves the old English room types aside (issue 42)', async () => {
    const em = () => t.orm.em.fork() as EntityManager;
    await t.pool.query(`insert into room_prices (room_type, service, price_1, price_2) values ('Family Room', 'Mëngjes', 1, 2)`);
    await em().transactional((tx) => repairDemoRoomTypes(tx));
    await fillEnglishTexts(em());
    const tables = await gql(t.agent(), `{ roomPrices { roomType roomTypeEn service serviceEn } dubaiPrices { departure departureEn roomType roomTypeEn }
      macedoniaPrices { roomType roomTypeEn service serviceEn } sliderImages(slider: KOSOVA) { title titleEn } }`);
    const d = tables.body.data;
    expect(d.roomPrices[0]).toEqual({ roomType: 'Dhomë standarde', roomTypeEn: 'Standard room', service: 'All Inclusive', serviceEn: null });
    expect(d.roomPrices.at(-1)).toEqual({ roomType: 'Dhomë familjare', roomTypeEn: 'Family Room', service: 'Mëngjes', serviceEn: 'Breakfast' });
    expect(d.dubaiPrices[0]).toEqual({ departure: 'Çdo të Hënë', departureEn: 'Every Monday', roomType: 'Dyshe', roomTypeEn: 'Double' });
    expect(d.macedoniaPrices.find((r: { roomType: string }) => r.roomType === 'Dhomë teke')).toMatchObject({ roomTypeEn: 'Single room', serviceEn: 'Breakfast' });
    expect(d.sliderImages[0]).toEqual({ title: 'Prishtinë', titleEn: 'Pristina' });
    // What staff wrote in English stays theirs.
    await t.pool.query(`update room_prices set room_type_en = 'Our double' where room_type = 'Dhomë standarde'`);
    await fillEnglishTexts(em());
    expect((await gql(t.agent(), '{ roomPrices { roomTypeEn } }')).body.data.roomPrices[0].roomTypeEn).toBe('Our double');
  });
});
