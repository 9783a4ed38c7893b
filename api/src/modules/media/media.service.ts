import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { PayloadTooLargeError } from '../../shared/errors.js';
import { audit, LogAction } from '../logs/audit.js';
import type { Actor } from '../users/actor.js';
import { decodeBase64Image, tooLargeMessage } from './base64.js';
import { prepareImage, type PreparedImage } from './image-processing.js';
import { toImage, widthFor, type Image } from './image.type.js';
import { Media, MediaVariant } from './media.entity.js';
import { mediaStoresOf } from './blob-stores.js';
import { saveMedia } from './media-store.js';

/** The JPEG width the legacy client gets as `imageBase64`. */
export const LEGACY_WIDTH = 960;

/**
 * THE media store: every image of the product goes through here. Bytes are checked by content,
 * re-encoded, and kept as WebP and JPEG variants (bytes in PostgreSQL or an object store: blob-stores.ts). Owners keep a `media_id`; media rows
 * are not deleted with their owner (a picture may be shared) but swept once nothing uses them
 * (media-sweep.ts). Other modules store a prepared image in their own transaction with `saveMedia`.
 */
export class MediaService {
  /** Media rows batched per request, so a list of N cards resolves its images with one query. */
  private readonly rows = new DataLoader<number, Media | null>(async (ids) => {
    const found = await this.em.find(Media, { id: { $in: [...ids] } });
    const byId = new Map(found.map((m) => [m.id, m]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  constructor(
    private readonly em: EntityManager,
    private readonly actor: Actor | null,
    readonly maxBytes: number,
  ) {}

  /** Checks and re-encodes in memory; nothing is stored, so a later failure leaves nothing behind. */
  prepare(buffer: Buffer, field = 'image'): Promise<PreparedImage> {
    if (buffer.length > this.maxBytes) {
      throw new PayloadTooLargeError(tooLargeMessage(this.maxBytes), { [field]: tooLargeMessage(this.maxBytes) });
    }
    return prepareImage(buffer, field);
  }

  /** `prepare` for legacy base64 text (with or without a `data:` prefix). */
  prepareBase64(text: unknown, field = 'imageBase64'): Promise<PreparedImage> {
    return this.prepare(decodeBase64Image(text, field, this.maxBytes), field);
  }

  /** The dashboard's upload (POST /media): stores and writes the activity log in one transaction. */
  async upload(buffer: Buffer, fileName?: string): Promise<Media> {
    const image = await this.prepare(buffer, 'file');
    return this.em.transactional(async (em) => {
      const media = await saveMedia(em, image);
      // The file name is the client's: control characters (NUL cannot even be stored) are dropped.
      // eslint-disable-next-line no-control-regex -- matching control characters is the point
      const clean = fileName?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 100);
      const name = clean ? ` "${clean}"` : '';
      audit(em, this.actor, LogAction.ADD, 'Imazh', media.id,
        `U ngarkua imazhi #${media.id}${name} (${image.sourceFormat}, ${media.width}×${media.height}).`);
      return media;
    });
  }

  /** The GraphQL `Image` of a media id (batched), or null. */
  async imageOf(id: number | null | undefined, alt?: string | null): Promise<Image | null> {
    if (!id) return null;
    const media = await this.rows.load(id);
    return media ? toImage(media, alt) : null;
  }

  /** Each row with the legacy `imageBase64` of its picture ('' when it has none), for the legacy lists. */
  async withLegacyImages<T extends { mediaId: number }>(rows: T[]): Promise<[T, string][]> {
    const images = await this.legacyBase64(rows.map((r) => r.mediaId));
    return rows.map((r) => [r, images.get(r.mediaId) ?? '']);
  }

  /** Raw base64 (no prefix) of each media's legacy JPEG, for the legacy lists: two queries in all. */
  async legacyBase64(ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const media = await this.em.find(Media, { id: { $in: unique } });
    const wanted = media.map((m) => ({ mediaId: m.id, name: `${widthFor(m.widths, LEGACY_WIDTH)}.jpg` }));
    if (!wanted.length) return new Map();
    const variants = await this.em.find(MediaVariant, { $or: wanted }, { populate: ['data'] });
    const stores = mediaStoresOf(this.em);
    const bytes = await Promise.all(variants.map((v) => (v.data ? asBuffer(v.data) : stores.get(v.store).get(v))));
    return new Map(variants.map((v, i) => [v.mediaId, bytes[i]!.toString('base64')]));
  }
}

/** The legacy `imageBase64` of an image just prepared (no query needed). */
export function legacyBase64Of(image: PreparedImage): string {
  const name = `${widthFor(image.widths, LEGACY_WIDTH)}.jpg`;
  return image.variants.find((v) => v.name === name)!.data.toString('base64');
}

const asBuffer = (b: Uint8Array): Buffer => (Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength));
