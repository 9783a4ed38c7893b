import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { lastLogs, testImage } from '../../test/content-fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import express from 'express';
import supertest from 'supertest';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppContext } from '../../http/context.js';
import { sweepOrphanMedia } from '../media/media-sweep.js';
import { PackageContentService } from './package-content.service.js';
import { loadConfig } from '../../config/env.js';
import { sitemapRoutes } from './sitemap.routes.js';
import { Role } from '../users/role.js';
import { firstOnSaleDay } from '../packages/on-sale.js';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['loginAs']>>;
let countryId: number;
let airportId: number;
let otherAirportId: number;
let cityId: number;
let webDist: string;
beforeAll(async () => {
  // A stand-in for the web build: the sitemap of its public pages.
  webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(webDist, 'client'));
  writeFileSync(path.join(webDist, 'client', 'sitemap.xml'), '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n  <url><loc>https://bani-travel.com/</loc></url>\n</urlset>\n');
  t = await createTestApp({ AGENCY_PHONE: '+383 45 111 222', WEB_DIST: webDist, PUBLIC_URL: 'https://bani-travel.com' });
  admin = await t.loginAs(Role.ADMIN);
  countryId = (await admin.post('/api/add-shtetin').send({ emri: 'Turqi' })).body.id;
  cityId = (await admin.post('/api/add-qytetet').send({ emri: 'Antalya', shtetiId: countryId })).body.id;
  airportId = (await admin.post('/api/add-Airports').send({ emri: 'Prishtina', akronimi: 'PRN', shtetiId: countryId })).body.id;
  otherAirportId = (await admin.post('/api/add-Airports').send({ emri: 'Skopje', akronimi: 'SKP', shtetiId: countryId })).body.id;
});
afterAll(() => t.close());

const create = async (title: string, days: number, airport = airportId, price = 450) => {
  const input = {
    title, countryId, cityId, airportId: airport, price, persons: 2, roomType: 'Dhomë dyshe', service: 'All Inclusive',
    departureDate: addDays(todayLocal(), days), returnDate: addDays(todayLocal(), days + 7), rating: 5,
  };
  const res = await gql(admin, 'mutation($i: PackageInput!) { createPackage(input: $i) { id } }', { i: input });
  return res.body.data.createPackage.id as number;
};
const upload = async () => (await admin.post('/media').attach('file', await testImage('png', 1200, 800), 'p.png').expect(201)).body.id as number;

const PAGE = `query($id: Int!) { package(id: $id) {
  id details { hotelName place placeEn descriptionSq descriptionEn included notIncluded includedEn notIncludedEn airline outboundDeparture outboundArrival returnDeparture returnArrival baggage baggageEn }
  gallery { id url srcset width height alt } otherDepartures { id departureDate airport { code } price }
} }`;
const SAVE = 'mutation($id: Int!, $i: PackageContentInput!) { updatePackageContent(packageId: $id, input: $i) { id details { hotelName included } gallery { id } } }';

describe('package page content', () => {
  it('is null and empty until staff write it', async () => {
    const id = await create('Rixos Downtown', 20);
    const res = await gql(t.agent(), PAGE, { id });
    expect(res.body.data.package).toMatchObject({ details: null, gallery: [] });
  });

  it('saves details and an ordered gallery, logs each change, and keeps what a later save leaves out', async () => {
    const id = await create('Delphin Imperial', 20);
    const [a, b] = [await upload(), await upload()];
    const input = {
      hotelName: ' Delphin Imperial Lara ', place: 'Lara, 100 m nga plazhi', placeEn: 'Lara, 100 m from the beach', descriptionSq: 'Hotel buzë detit.', descriptionEn: 'A seaside hotel.',
      included: ['Bileta e avionit', ' ', 'Transferi'], notIncluded: ['Sigurimi'], includedEn: ['Return flight', 'Transfer'], notIncludedEn: ['Insurance'],
      airline: 'Air Prishtina', outboundDeparture: '07:45', outboundArrival: '10:15', returnDeparture: '11:30', returnArrival: '12:05',
      baggage: '20 kg + 8 kg dore', baggageEn: '20 kg + 8 kg hand luggage',
      galleryImageIds: [b, a],
    };
    const saved = await gql(admin, SAVE, { id, i: input });
    expect(saved.body.errors).toBeUndefined();
    const page = (await gql(t.agent(), PAGE, { id })).body.data.package;
    expect(page.details).toEqual({ ...input, hotelName: 'Delphin Imperial Lara', included: ['Bileta e avionit', 'Transferi'], galleryImageIds: undefined });
    expect(page.gallery.map((g: { id: number }) => g.id)).toEqual([b, a]);
    expect(page.gallery[0]).toMatchObject({ width: 1200, height: 800, alt: 'Delphin Imperial 1' });
    expect(page.gallery[0].srcset).toMatch(new RegExp(`/media/${b}/\\d+\\.webp \\d+w`));
    const [log] = await lastLogs(t);
    expect(log!.detail!.subject).toBe('Delphin Imperial');
    expect(log!.detail!.changes.map((c) => c.field)).toEqual(expect.arrayContaining(['hotelName', 'included', 'includedEn', 'placeEn', 'baggageEn', 'outboundDeparture', 'gallery']));

    expect((await gql(admin, SAVE, { id, i: { airline: '', galleryImageIds: [a] } })).body.errors).toBeUndefined();
    const after = (await gql(t.agent(), PAGE, { id })).body.data.package;
    expect(after.details).toMatchObject({ airline: null, hotelName: 'Delphin Imperial Lara', outboundDeparture: '07:45', includedEn: ['Return flight', 'Transfer'] });
    expect(after.gallery.map((g: { id: number }) => g.id)).toEqual([a]);
  });

  it('keeps gallery pictures from the media sweep and lets them go with the package', async () => {
    const id = await create('Sweep Hotel', 20);
    const m = await upload();
    await gql(admin, SAVE, { id, i: { galleryImageIds: [m] } });
    await sweepOrphanMedia(t.orm.em.fork() as never, 0);
    expect((await t.pool.query('select 1 from media where id = $1', [m])).rowCount).toBe(1);
    await admin.delete(`/api/Aranzhmani-delete/${id}`).expect(200);
    expect((await t.pool.query('select 1 from package_photos where package_id = $1', [id])).rowCount).toBe(0);
  });

  it('refuses bad input with a 400-style error naming each field, and non-staff callers', async () => {
    const id = await create('Bad Input Hotel', 20);
    const bad = await gql(admin, SAVE, { id, i: { outboundDeparture: '25:00', included: ['x'.repeat(201)], notIncludedEn: ['x'.repeat(201)], placeEn: 'x'.repeat(201), galleryImageIds: [999999] } });
    const fields = bad.body.errors[0].extensions.fields;
    expect(Object.keys(fields).sort()).toEqual(['included', 'notIncludedEn', 'outboundDeparture', 'placeEn']);
    const missing = await gql(admin, SAVE, { id, i: { galleryImageIds: [999999] } });
    expect(missing.body.errors[0].extensions.fields).toHaveProperty('galleryImageIds');
    // A picture too small for the page's large view is refused, saying its size and the least (issue 42).
    const small = (await admin.post('/media').attach('file', await testImage('png', 640, 480), 's.png').expect(201)).body.id as number;
    const tooSmall = await gql(admin, SAVE, { id, i: { galleryImageIds: [small] } });
    expect(tooSmall.body.errors[0].extensions).toMatchObject({
      fields: { galleryImageIds: expect.stringMatching(/640×480 px.*800×500/) },
      rules: { galleryImageIds: { code: 'IMAGE_TOO_SMALL', params: { width: 640, height: 480, minWidth: 800, minHeight: 500 } } },
    });
    const twice = await gql(admin, SAVE, { id, i: { galleryImageIds: [1, 1] } });
    expect(twice.body.errors[0].extensions.fields).toHaveProperty('galleryImageIds');
    const unknown = await gql(admin, SAVE, { id: 999999, i: {} });
    expect(unknown.body.errors[0].extensions.code).toBe('NOT_FOUND');
    const user = await t.loginAs(Role.USER);
    expect((await gql(user, SAVE, { id, i: {} })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.agent(), SAVE, { id, i: {} })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });

  it('offers the other departures of the same hotel: same title and city, from today, soonest first', async () => {
    const id = await create('Titanic Beach Lara', 30);
    const later = await create('titanic beach lara ', 44, otherAirportId, 520);
    const sooner = await create('Titanic Beach Lara', 9);
    await create('Another Hotel', 12);
    const past = await create('Titanic Beach Lara', 3);
    await t.pool.query(`update packages set departure_date = current_date - 7, return_date = current_date where id = $1`, [past]);
    const others = (await gql(t.agent(), PAGE, { id })).body.data.package.otherDepartures;
    expect(others.map((o: { id: number }) => o.id)).toEqual([sooner, later]);
    expect(others[1]).toMatchObject({ airport: { code: 'SKP' }, price: 520 });
  });

  it('gives the agency number from configuration for the enquiry links', async () => {
    const res = await gql(t.agent(), '{ agencyContact { phone phoneDigits } }');
    expect(res.body.data.agencyContact).toEqual({ phone: '+38345111222', phoneDigits: '38345111222' });
  });

  it('lists every package on sale in sitemap.xml, none that has departed', async () => {
    const id = await create('Sitemap Hotel', 25);
    const res = await t.agent().get('/sitemap.xml').expect(200);
    expect(res.headers['content-type']).toContain('xml');
    const xml = res.text;
    expect(xml).toMatch(/^<\?xml/);
    expect(xml.trim().endsWith('</urlset>')).toBe(true);
    const onSale = await t.pool.query('select id, departure_date >= $1 as on_sale from packages', [firstOnSaleDay(1)]);
    expect(onSale.rows.some((r) => !r.on_sale)).toBe(true);
    for (const r of onSale.rows) {
      if (r.on_sale) expect(xml).toContain(`/aranzhmani/${r.id}</loc>`);
      else expect(xml).not.toContain(`/aranzhmani/${r.id}</loc>`);
    }
    expect(xml).toMatch(new RegExp(`/aranzhmani/${id}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}</lastmod>`));
    // The built list of public pages comes first, on the same origin.
    expect(xml).toContain('<url><loc>https://bani-travel.com/</loc></url>');
    expect(xml).toContain(`<loc>https://bani-travel.com/aranzhmani/${id}</loc>`);
    expect(xml.match(/<urlset/g)).toHaveLength(1);
  });

  it('splits the sitemap into an index of files past the per-file limit, every package in exactly one', async () => {
    // The same routes with a limit of 2 packages a file (40,000 in the app), over this test's database.
    const app = express();
    app.use((req, _res, next) => {
      req.ctx = { services: { packageContent: new PackageContentService(t.orm.em.fork() as EntityManager, null, '1', 1, loadConfig({}).bank) } } as unknown as AppContext;
      next();
    });
    app.use(sitemapRoutes(path.join(webDist, 'client'), 'https://x', 2));
    const index = (await supertest(app).get('/sitemap.xml').expect(200)).text;
    const files = [...index.matchAll(/<loc>https:\/\/bani-travel\.com(\/sitemap-\d+\.xml)<\/loc>/g)].map((m) => m[1]!);
    // Departed packages (one of the tests above left one) are no page to list.
    const ids = (await t.pool.query('select id from packages where departure_date >= $1 order by id', [firstOnSaleDay(1)])).rows.map((r) => r.id as number);
    expect(index).toContain('<sitemapindex');
    expect(files).toHaveLength(Math.ceil(ids.length / 2));
    const listed: number[] = [];
    for (const [i, file] of files.entries()) {
      const xml = (await supertest(app).get(file).expect(200)).text;
      expect(xml.includes('<loc>https://bani-travel.com/</loc>'), file).toBe(i === 0);
      listed.push(...[...xml.matchAll(/\/aranzhmani\/(\d+)</g)].map((m) => Number(m[1])));
    }
    expect(listed).toEqual(ids);
    for (const bad of [`/sitemap-${files.length + 1}.xml`, '/sitemap-0.xml', '/sitemap-x.xml']) {
      expect((await supertest(app).get(bad)).status, bad).toBe(404);
    }
  });

});
