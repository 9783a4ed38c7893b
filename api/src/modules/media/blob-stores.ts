import type { Connection } from '@mikro-orm/core';
import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { MediaStoreConfig } from '../../config/env.js';
import type { BlobStore, VariantRef } from './blob-store.js';
import type { StoreName } from './media.entity.js';

/** Bytes in `media_variants.data`: in the database, so backups and transactions cover them. */
export class PostgresBlobStore implements BlobStore {
  readonly name = 'postgres' as const;

  constructor(private readonly db: Connection) {}

  async put(_ref: VariantRef, data: Buffer): Promise<Buffer> {
    return data;
  }

  async get(ref: VariantRef): Promise<Buffer> {
    const [row] = await this.db.execute<{ data: Buffer | null }[]>(
      'select data from media_variants where media_id = ? and name = ?', [ref.mediaId, ref.name]);
    if (!row?.data) throw new Error(`picture ${ref.mediaId}/${ref.name} has no bytes in PostgreSQL`);
    return row.data;
  }

  async remove(): Promise<void> {}

  close(): void {}
}

/** The stores an app can read from, and the one new pictures go to (MEDIA_STORE). */
export class MediaStores {
  constructor(readonly current: BlobStore, private readonly all: Map<StoreName, BlobStore>) {}

  /** The store a row names; an error that says what to configure when it is not set up. */
  get(name: StoreName): BlobStore {
    const store = this.all.get(name);
    if (!store) throw new Error(`pictures are kept in "${name}", but MEDIA_STORE does not configure it`);
    return store;
  }

  close(): void {
    for (const s of this.all.values()) s.close();
  }
}

/** The AWS SDK is loaded only when S3 is configured (ADR 0048). */
export async function createMediaStores(orm: MikroORM, config: MediaStoreConfig): Promise<MediaStores> {
  const pg = new PostgresBlobStore(orm.em.getConnection());
  const all = new Map<StoreName, BlobStore>([['postgres', pg]]);
  if (config.kind === 's3') all.set('s3', new (await import('./s3-store.js')).S3BlobStore(config));
  return new MediaStores(all.get(config.kind === 's3' ? 's3' : 'postgres')!, all);
}

/**
 * The stores of an ORM, found from any of its EntityManagers (forks share the ORM's configuration
 * object): `saveMedia(em, image)` stays a function of an EntityManager, as every caller knows it.
 * An ORM nobody bound (a script, a test) keeps pictures in PostgreSQL.
 */
const bound = new WeakMap<object, MediaStores>();

export function bindMediaStores(orm: MikroORM, stores: MediaStores): void {
  bound.set(orm.config, stores);
}

export function mediaStoresOf(em: EntityManager): MediaStores {
  let stores = bound.get(em.config);
  if (!stores) {
    const pg = new PostgresBlobStore(em.getConnection());
    stores = new MediaStores(pg, new Map([['postgres', pg]]));
    bound.set(em.config, stores);
  }
  return stores;
}
