import type { Connection } from '@mikro-orm/core';

/** What a stored variant is served as, without its bytes (enough to answer a 304). */
export interface VariantHead {
  contentType: string;
  etag: string;
}

/**
 * Reads stored variants for `GET /media/...`. Built once per app: an image needs no user and no unit
 * of work, so this read goes straight to the connection pool, with no EntityManager, session or
 * service set behind it.
 */
export class MediaFiles {
  constructor(private readonly db: Connection) {}

  async head(mediaId: number, name: string): Promise<VariantHead | null> {
    const [row] = await this.db.execute<{ content_type: string; etag: string }[]>(
      'select content_type, etag from media_variants where media_id = ? and name = ?', [mediaId, name]);
    return row ? { contentType: row.content_type, etag: row.etag } : null;
  }

  async bytes(mediaId: number, name: string): Promise<Buffer> {
    const [row] = await this.db.execute<{ data: Buffer }[]>('select data from media_variants where media_id = ? and name = ?', [mediaId, name]);
    return row?.data ?? Buffer.alloc(0);
  }
}
