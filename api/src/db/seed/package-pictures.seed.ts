import type { EntityManager } from '@mikro-orm/postgresql';
import { saveMedia } from '../../modules/media/media-store.js';
import { DESTINATIONS } from './catalogue.data.js';
import { draw } from './content.seed.js';

/** The public package card shows pictures at 4:3. */
export const PACKAGE_SIZE = [800, 600] as const;

/**
 * One picture per demo destination, given to the packages there that have none yet. A separate step
 * (not part of the catalogue) so databases seeded before it existed get the pictures too; a package a
 * staff member gave a picture keeps it. Packages share the picture: media rows are never deleted with a
 * package, so sharing is safe.
 */
export async function seedPackagePictures(em: EntityManager): Promise<void> {
  const scenes = new Map(DESTINATIONS.map(([, city, , scene]) => [city, scene]));
  const cities: { cityId: number; city: string }[] = await em.execute(
    `select distinct ci.id as "cityId", ci.name as city
       from packages p join cities ci on ci.id = p.city_id
      where p.image_id is null order by ci.id`,
  );
  const rows = cities.filter(({ city }) => scenes.has(city));
  const images = await Promise.all(rows.map(({ city }, i) => draw({ scene: scenes.get(city)!, size: PACKAGE_SIZE }, 5 + 13 * i)));
  for (const [i, { cityId }] of rows.entries()) {
    const { id } = await saveMedia(em, images[i]);
    await em.execute(`update packages set image_id = ? where image_id is null and city_id = ?`, [id, cityId]);
  }
}
