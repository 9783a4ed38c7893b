import type { Connection } from '@mikro-orm/core';
import type { MediaStores } from './blob-stores.js';
import type { StoreName } from './media.entity.js';

/** What a stored variant is served as, without its bytes (enough to answer a 304). */
export interface VariantHead {
  contentType: string;
  etag: string;
  store: StoreName;
}

/**
 * Reads stored variants for `GET /media/...`, from PostgreSQL or the object store each row names. Built once per app: an image needs no user and no unit
 * of work, so this read goes straight to the connection pool, with no EntityManager, session or
 * service set behind it.
 */
export class MediaFiles {
  constructor(private readonly db: Connection, private readonly stores: MediaStores) {}

  async head(mediaId: number, name: string): Promise<VariantHead | null> {
    const [row] = await this.db.execute<{ content_type: string; etag: string; store: StoreName }[]>(
      'select content_type, etag, store from media_variants where media_id = ? and name = ?', [mediaId, name]);
    return row ? { contentType: row.content_type, etag: row.etag, store: row.store } : null;
  }

  /** The bytes, from the store the row names. */
  bytes(mediaId: number, name: string, head: VariantHead): Promise<Buffer> {
    return this.stores.get(head.store).get({ mediaId, name });
  }
}
