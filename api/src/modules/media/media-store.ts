import type { EntityManager } from '@mikro-orm/postgresql';
import { refOr400 } from '../../shared/entity-helpers.js';
import { mediaStoresOf } from './blob-stores.js';
import { CONTENT_TYPE, type PreparedImage } from './image-processing.js';
import { Media, MediaVariant } from './media.entity.js';

/**
 * Writes to the media store on the caller's EntityManager, so the picture joins the caller's
 * transaction (a card and its picture are stored together or not at all). Like `audit` and
 * `enqueueMail`, these are functions of an EntityManager: no service builds another to call them.
 */

/**
 * Stores a prepared image: its row, then each variant's bytes in the app's current store (MEDIA_STORE)
 * and its row. With an object store the bytes are written before the transaction commits; if it then
 * rolls back, those objects stay behind unreferenced (harmless, and rare: see docs/operations.md).
 */
export async function saveMedia(em: EntityManager, image: PreparedImage): Promise<Media> {
  const store = mediaStoresOf(em).current;
  const media = em.create(Media, {
    width: image.width, height: image.height, widths: image.widths,
    sourceFormat: image.sourceFormat, sourceBytes: image.sourceBytes, createdAt: new Date(),
  });
  await em.flush();
  for (const v of image.variants) {
    const contentType = CONTENT_TYPE[v.format];
    const data = await store.put({ mediaId: media.id, name: v.name }, v.data, contentType);
    em.create(MediaVariant, {
      mediaId: media.id, name: v.name, contentType, width: v.width, height: v.height, etag: v.etag,
      store: store.name, bytes: v.data.length, data,
    });
  }
  await em.flush();
  return media;
}

/** An existing media row an input points at, or a 400 naming the field. */
export function requireMedia(em: EntityManager, id: number, field = 'imageId'): Promise<Media> {
  return refOr400(em, Media, id, field, 'Imazhi');
}
