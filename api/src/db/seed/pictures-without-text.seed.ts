import type { EntityManager } from '@mikro-orm/postgresql';
import type { PreparedImage } from '../../modules/media/image-processing.js';
import { saveMedia } from '../../modules/media/media-store.js';
import { DESTINATIONS } from './catalogue.data.js';
import { demoContent, draw, type Picture } from './content.seed.js';
import { PACKAGE_SIZE } from './package-pictures.seed.js';

interface Row { id: number; mediaId: number; width: number; height: number; format: string }

/** Still the picture the demo drew: a PNG drawing of exactly the new drawing's size. Staff uploads keep theirs. */
const isDemoPicture = (row: Row, image: PreparedImage) => row.format === 'png' && row.width === image.width && row.height === image.height;

const withMedia = `join media m on m.id = t.media_id`;
const columns = `t.id, t.media_id as "mediaId", m.width, m.height, m.source_format as format`;

/**
 * Demo databases seeded before issue 16 hold pictures with Albanian words drawn on them ("Oferta
 * Speciale · 7 netë All Inclusive nga €450", a card's "★★★★★"): they stayed Albanian on the English
 * site and contradicted the page beside them (its stars, its prices). This step draws them again
 * without text (the page writes each caption, in its language) and gives the demo cards the stars
 * the demo data now holds. It runs BEFORE the steps that draw the pictures: on a fresh database
 * there is nothing yet, so nothing to do. It replaces only a picture that is still the demo's, on
 * the row the demo made (same slider and title, same card kind and name, packages of a demo city).
 * The old pictures, used by nothing any more, go with the media sweep.
 */
export async function seedPicturesWithoutText(em: EntityManager): Promise<void> {
  const { slides, cards } = demoContent();
  for (const slide of slides) {
    await redraw(em, 'slider_images', 't.slider = ? and t.title = ?', [slide.slider, slide.title], slide);
  }
  for (const card of cards) {
    await redraw(em, 'cards', 't.kind = ? and t.name = ?', [card.kind, card.name], card, { stars: card.stars });
  }
  for (const [i, [, city, , scene]] of DESTINATIONS.entries()) {
    const rows: Row[] = await em.execute(
      `select distinct t.image_id as id, t.image_id as "mediaId", m.width, m.height, m.source_format as format
         from packages t join media m on m.id = t.image_id join cities c on c.id = t.city_id where c.name = ?`,
      [city],
    );
    if (!rows.length) continue;
    const image = await draw({ scene, size: PACKAGE_SIZE }, 5 + 13 * i);
    for (const row of rows.filter((r) => isDemoPicture(r, image))) {
      const { id } = await saveMedia(em, image);
      await em.execute(`update packages set image_id = ? where image_id = ?`, [id, row.mediaId]);
    }
  }
}

/** The demo's rows of a table (`where`) that still show the demo's picture get the new drawing (and `also`). */
async function redraw(
  em: EntityManager,
  table: 'slider_images' | 'cards',
  where: string,
  params: unknown[],
  demo: { picture: Picture; seed: number },
  also: Record<string, unknown> = {},
): Promise<void> {
  const rows: Row[] = await em.execute(`select ${columns} from ${table} t ${withMedia} where ${where}`, params);
  if (!rows.length) return;
  const image = await draw(demo.picture, demo.seed);
  const own = rows.filter((row) => isDemoPicture(row, image));
  if (!own.length) return;
  const { id } = await saveMedia(em, image);
  const set = ['media_id = ?', ...Object.keys(also).map((column) => `${column} = ?`)].join(', ');
  await em.execute(`update ${table} set ${set} where id in (${own.map(() => '?').join(',')})`, [id, ...Object.values(also), ...own.map((r) => r.id)]);
}
