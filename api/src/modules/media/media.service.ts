import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import type { SessionUser } from '../../http/request-context.js';
import { refOr400 } from '../../shared/entity-helpers.js';
import { PayloadTooLargeError } from '../../shared/errors.js';
import { every, type Periodic } from '../../shared/periodic.js';
import { audit, LogAction } from '../logs/audit.js';
import { decodeBase64Image, tooLargeMessage } from './base64.js';
import { CONTENT_TYPE, prepareImage, type PreparedImage } from './image-processing.js';
import { toImage, widthFor, type Image } from './image.type.js';
import { Media, MediaVariant } from './media.entity.js';

/** The JPEG width the legacy client gets as `imageBase64`. */
export const LEGACY_WIDTH = 960;

/** Every column that holds a media id. The sweep keeps each media row one of them names. */
export const MEDIA_REFERENCES = [
  ['packages', 'image_id'],
  ['slider_images', 'media_id'],
  ['cards', 'media_id'],
] as const;

/** An unattached upload waits this long for its form to be saved before the sweep may take it. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * THE media store: every image of the product goes through here. Bytes are checked by content,
 * re-encoded, and kept in PostgreSQL as WebP and JPEG variants. Owners keep a `media_id`; media rows
 * are not deleted with their owner (a picture may be shared) but swept once nothing uses them.
 */
export class MediaService {
  /** Media rows batched per request, so a list of N cards resolves its images with one query. */
  readonly rows = new DataLoader<number, Media | null>(async (ids) => {
    const found = await this.em.find(Media, { id: { $in: [...ids] } });
    const byId = new Map(found.map((m) => [m.id, m]));
    return ids.map((id) => byId.get(id) ?? null);
  });

  constructor(
    private readonly em: EntityManager,
    private readonly actor: SessionUser | null,
    readonly maxBytes: number,
  ) {}

  /** The same service on another EntityManager (e.g. inside a caller's transaction). */
  withEm(em: EntityManager): MediaService {
    return new MediaService(em, this.actor, this.maxBytes);
  }

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

  /** Stores a prepared image on this service's EntityManager: call it inside the owner's transaction. */
  async save(image: PreparedImage): Promise<Media> {
    const media = this.em.create(Media, {
      width: image.width, height: image.height, widths: image.widths,
      sourceFormat: image.sourceFormat, sourceBytes: image.sourceBytes, createdAt: new Date(),
    });
    await this.em.flush();
    for (const v of image.variants) {
      this.em.create(MediaVariant, {
        mediaId: media.id, name: v.name, contentType: CONTENT_TYPE[v.format], width: v.width, height: v.height, etag: v.etag, data: v.data,
      });
    }
    await this.em.flush();
    return media;
  }

  /** Checks, re-encodes and stores raw bytes in one go (for other modules' upload paths). */
  async store(buffer: Buffer): Promise<Media> {
    const image = await this.prepare(buffer);
    return this.em.transactional((em) => this.withEm(em).save(image));
  }

  /** `store` for base64 text, with or without a `data:` prefix. */
  async fromBase64(text: string): Promise<Media> {
    const image = await this.prepareBase64(text);
    return this.em.transactional((em) => this.withEm(em).save(image));
  }

  /** The dashboard's upload (POST /media): stores and writes the activity log in one transaction. */
  async upload(buffer: Buffer, fileName?: string): Promise<Media> {
    const image = await this.prepare(buffer, 'file');
    return this.em.transactional(async (em) => {
      const media = await this.withEm(em).save(image);
      // The file name is the client's: control characters (NUL cannot even be stored) are dropped.
      const clean = fileName?.replace(/[\u0000-\u001f\u007f]/g, '').slice(0, 100);
      const name = clean ? ` "${clean}"` : '';
      audit(em, this.actor, LogAction.ADD, 'Imazh', media.id,
        `U ngarkua imazhi #${media.id}${name} (${image.sourceFormat}, ${media.width}×${media.height}).`);
      return media;
    });
  }

  /** An existing media row an input points at, or a 400 naming the field. */
  require(id: number, field = 'imageId'): Promise<Media> {
    return refOr400(this.em, Media, id, field, 'Imazhi');
  }

  /** The GraphQL `Image` of a media id (batched), or null. */
  async imageOf(id: number | null | undefined, alt?: string | null): Promise<Image | null> {
    if (!id) return null;
    const media = await this.rows.load(id);
    return media ? toImage(media, alt) : null;
  }

  /** One stored variant without its bytes (enough to answer a 304), or null. */
  variant(mediaId: number, name: string): Promise<MediaVariant | null> {
    return this.em.findOne(MediaVariant, { mediaId, name });
  }

  async variantBytes(variant: MediaVariant): Promise<Buffer> {
    await this.em.populate(variant, ['data']);
    return asBuffer(variant.data);
  }

  /**
   * Deletes the media nothing uses any more (a replaced or deleted picture, the upload of an
   * abandoned form) once older than `graceMs`; their variants go with them (on delete cascade).
   * SKIP LOCKED passes over a row that a transaction is attaching right now (its foreign-key check
   * holds a lock on it): the sweep does not wait on a staff member's save, and the row is judged
   * again in the next round.
   */
  async sweepOrphans(graceMs = ORPHAN_GRACE_MS): Promise<number> {
    const unused = MEDIA_REFERENCES.map(([table, column]) => `not exists (select 1 from "${table}" r where r."${column}" = m.id)`).join(' and ');
    const deleted = await this.em.execute(
      `delete from media where id in (select m.id from media m where m.created_at < ? and ${unused} for update skip locked) returning id`,
      [new Date(Date.now() - graceMs)],
    );
    return deleted.length;
  }

  /** Raw base64 (no prefix) of each media's legacy JPEG, for the legacy lists: two queries in all. */
  async legacyBase64(ids: number[]): Promise<Map<number, string>> {
    const unique = [...new Set(ids)];
    if (!unique.length) return new Map();
    const media = await this.em.find(Media, { id: { $in: unique } });
    const wanted = media.map((m) => ({ mediaId: m.id, name: `${widthFor(m.widths, LEGACY_WIDTH)}.jpg` }));
    if (!wanted.length) return new Map();
    const variants = await this.em.find(MediaVariant, { $or: wanted }, { populate: ['data'] });
    return new Map(variants.map((v) => [v.mediaId, asBuffer(v.data).toString('base64')]));
  }
}

/** Runs `sweepOrphans` every hour for as long as the app runs. */
export function startMediaSweep(orm: MikroORM): Periodic {
  return every(60 * 60 * 1000, 'media', () => new MediaService(orm.em.fork() as EntityManager, null, 0).sweepOrphans());
}

/** The legacy `imageBase64` of an image just prepared (no query needed). */
export function legacyBase64Of(image: PreparedImage): string {
  const name = `${widthFor(image.widths, LEGACY_WIDTH)}.jpg`;
  return image.variants.find((v) => v.name === name)!.data.toString('base64');
}

const asBuffer = (b: Uint8Array): Buffer => (Buffer.isBuffer(b) ? b : Buffer.from(b.buffer, b.byteOffset, b.byteLength));
