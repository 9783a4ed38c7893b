import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareImage } from '../../modules/media/image-processing.js';
import { saveMedia } from '../../modules/media/media-store.js';
import { testImage } from '../../test/content-fixtures.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { seedCatalogue } from './catalogue.seed.js';
import { demoContent, draw, seedContent } from './content.seed.js';
import { seedPackagePictures } from './package-pictures.seed.js';
import { seedPicturesWithoutText } from './pictures-without-text.seed.js';

let t: TestApp;
const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await t.pool.query(sql, params)).rows as T[];
const run = (step: (em: EntityManager) => Promise<void>) => (t.orm.em.fork() as EntityManager).transactional((em) => step(em));
const pictures = () => q<{ ref: string; mediaId: number }>(
  `select 'slide ' || title as ref, media_id as "mediaId" from slider_images
   union all select 'card ' || name, media_id from cards
   union all select distinct 'package ' || c.name, p.image_id from packages p join cities c on c.id = p.city_id order by 1`,
);
/** The etag of a media row's largest WebP: equal etags are equal pictures. */
const largestWebp = (image: Awaited<ReturnType<typeof draw>>) => image.variants.filter((v) => v.format === 'webp').sort((a, b) => b.width - a.width)[0]!.etag;
const etagOf = async (mediaId: number) => (await q<{ etag: string }>(`select etag from media_variants where media_id = $1 order by width desc, name desc limit 1`, [mediaId]))[0]!.etag;

let before: Map<string, number>;
let staffSlide: number;

beforeAll(async () => {
  t = await createTestApp();
  // A fresh database: the step runs before anything is drawn, and finds nothing to do.
  await run(seedPicturesWithoutText);
  expect(Number((await q<{ n: string }>(`select count(*) as n from media`))[0]!.n)).toBe(0);

  // An old demo database: the demo rows, with PNG pictures of the demo's sizes standing in for the
  // old drawings with words on them, and the old cards' stars.
  await run(seedCatalogue);
  await run(seedContent);
  await run(seedPackagePictures);
  await run(async (em) => {
    for (const [table, column, width, height] of [['slider_images', 'media_id', 1280, 560], ['cards', 'media_id', 800, 560], ['packages', 'image_id', 800, 600]] as const) {
      const ids = (await em.execute(`select distinct ${column} as id from ${table}`)) as { id: number }[];
      for (const { id } of ids) {
        const old = await saveMedia(em, await prepareImage(await testImage('png', width, height), 'image'));
        await em.execute(`update ${table} set ${column} = ? where ${column} = ?`, [old.id, id]);
      }
    }
    await em.execute(`update cards set stars = 5 where name = 'Bosphorus Riva Hotel'`);
    // A staff member replaced one slide's picture with a photo of their own: it stays.
    const own = await saveMedia(em, await prepareImage(await testImage('jpeg', 1280, 560), 'image'));
    staffSlide = own.id;
    await em.execute(`update slider_images set media_id = ? where title = 'Dubai'`, [own.id]);
  });
  before = new Map((await pictures()).map((p) => [p.ref, p.mediaId]));
  await run(seedPicturesWithoutText);
});
afterAll(() => t.close());

describe('demo pictures without words on them', () => {
  it("replaces every old demo picture on the demo's own rows, and keeps a picture staff chose", async () => {
    const after = await pictures();
    expect(after.length).toBe(before.size);
    for (const { ref, mediaId } of after) {
      if (ref === 'slide Dubai') expect(mediaId).toBe(staffSlide);
      else expect(mediaId, ref).not.toBe(before.get(ref));
    }
  });

  it('draws the same textless scenes a fresh seed draws', async () => {
    const { slides, cards } = demoContent();
    const antalya = slides.find((s) => s.title === 'Antalya')!;
    const [slide] = await q<{ mediaId: number }>(`select media_id as "mediaId" from slider_images where title = 'Antalya'`);
    expect(await etagOf(slide!.mediaId)).toBe(largestWebp(await draw(antalya.picture, antalya.seed)));
    const riva = cards.find((c) => c.name === 'Bosphorus Riva Hotel')!;
    const [card] = await q<{ mediaId: number }>(`select media_id as "mediaId" from cards where name = $1`, [riva.name]);
    expect(await etagOf(card!.mediaId)).toBe(largestWebp(await draw(riva.picture, riva.seed)));
  });

  it('gives the Istanbul and Hurghada demo cards the 4 stars their lists show', async () => {
    const stars = await q<{ kind: string; stars: number }>(`select kind, stars from cards where kind in ('istanbul', 'hurghada')`);
    expect(stars.length).toBe(8);
    expect(new Set(stars.map((c) => c.stars))).toEqual(new Set([4]));
  });
});
