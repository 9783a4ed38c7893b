import type { EntityManager } from '@mikro-orm/postgresql';
import { saveMedia } from '../../modules/media/media-store.js';
import { DESTINATIONS, ENGLISH_PLACE_NAMES } from './catalogue.data.js';
import { draw } from './content.seed.js';
import type { SceneKind } from './content-scene.js';
import { PACKAGE_SIZE } from './package-pictures.seed.js';
import {
  AIRLINES, BAGGAGE, DEFAULT_AIRLINE, DESCRIPTION, FLIGHTS, GALLERY_PER_SCENE, INCLUDED, NOT_INCLUDED, PLACE, PLACE_KIND,
} from './package-page.data.js';

interface Row {
  id: number;
  title: string;
  rating: number;
  countryId: number;
  city: string;
  hasContent: boolean;
  hasGallery: boolean;
}

const fill = (text: string, hotel: string, city: string, stars: number) =>
  text.replaceAll('{hotel}', hotel).replaceAll('{city}', city).replaceAll('{stars}', String(stars));

/** The hotel in a demo title ("Stamboll – Radisson Blu Şişli"): the part after the city. */
const hotelOf = (title: string) => title.split(' – ').at(-1)!.trim();

/**
 * The package page of every demo package (issue 20): place, descriptions in both languages,
 * inclusions, flight and a gallery of a few pictures of its kind of destination. A separate step so
 * databases seeded before it get it too; a package whose page or gallery staff already wrote keeps it.
 */
export async function seedPackagePages(em: EntityManager): Promise<void> {
  const scenes = new Map(DESTINATIONS.map(([, city, , scene]) => [city, scene]));
  const rows: Row[] = await em.execute(
    `select p.id, p.title, p.rating, p.country_id as "countryId", ci.name as city,
            exists (select 1 from package_content c where c.package_id = p.id) as "hasContent",
            exists (select 1 from package_photos g where g.package_id = p.id) as "hasGallery"
       from packages p join cities ci on ci.id = p.city_id order by p.id`,
  );
  const demo = rows.filter((r) => scenes.has(r.city));
  const needed = [...new Set(demo.filter((r) => !r.hasGallery).map((r) => scenes.get(r.city)!))];
  const pictures = new Map<SceneKind, number[]>();
  for (const [s, scene] of needed.entries()) {
    const images = await Promise.all(Array.from({ length: GALLERY_PER_SCENE }, (_, i) => draw({ scene, size: PACKAGE_SIZE }, 101 + 17 * s + 7 * i)));
    const ids: number[] = [];
    for (const image of images) ids.push((await saveMedia(em, image)).id);
    pictures.set(scene, ids);
  }
  for (const r of demo) {
    const scene = scenes.get(r.city)!;
    const kind = PLACE_KIND[scene];
    if (!r.hasContent) {
      const [outDep, outArr, retDep, retArr] = FLIGHTS[r.id % FLIGHTS.length]!;
      await em.execute(
        `insert into package_content (package_id, place, place_en, description_sq, description_en, included, not_included, included_en,
           not_included_en, airline, outbound_departure, outbound_arrival, return_departure, return_arrival, baggage, baggage_en)
         values (?, ?, ?, ?, ?, ?::jsonb, ?::jsonb, ?::jsonb, ?::jsonb, ?, ?, ?, ?, ?, ?, ?) on conflict (package_id) do nothing`,
        [
          r.id, ...PLACE[kind], fill(DESCRIPTION[kind][0], hotelOf(r.title), r.city, r.rating),
          fill(DESCRIPTION[kind][1], hotelOf(r.title), ENGLISH_PLACE_NAMES[r.city] ?? r.city, r.rating),
          JSON.stringify(INCLUDED[0]), JSON.stringify(NOT_INCLUDED[0]), JSON.stringify(INCLUDED[1]), JSON.stringify(NOT_INCLUDED[1]),
          AIRLINES[r.countryId] ?? DEFAULT_AIRLINE, outDep, outArr, retDep, retArr, ...BAGGAGE,
        ],
      );
    }
    if (!r.hasGallery) {
      for (const [position, mediaId] of pictures.get(scene)!.entries()) {
        await em.execute(`insert into package_photos (package_id, media_id, position) values (?, ?, ?)`, [r.id, mediaId, position]);
      }
    }
  }
}
