import { BlobType, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

export type StoreName = 'postgres' | 's3';

/**
 * One uploaded image. The row is small (no bytes): lists join it to build URLs and srcsets without
 * touching the variants. Media rows are immutable; a new picture is a new row.
 */
@Entity({ tableName: 'media' })
export class Media {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  /** Size of the largest stored variant. */
  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  /** Widths of the stored variants, ascending; each exists as `<w>.webp` and `<w>.jpg`. */
  @Property({ type: 'json' })
  widths!: number[];

  @Property({ type: 'string', fieldName: 'source_format' })
  sourceFormat!: string;

  @Property({ type: 'integer', fieldName: 'source_bytes' })
  sourceBytes!: number;

  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();
}

/** The bytes of one size and format of a media row, served at `/media/<mediaId>/<name>`. */
@Entity({ tableName: 'media_variants' })
@Unique({ properties: ['mediaId', 'name'] })
export class MediaVariant {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer', fieldName: 'media_id' })
  mediaId!: number;

  /** `960.webp`, `480.jpg`. */
  @Property({ type: 'string' })
  name!: string;

  @Property({ type: 'string', fieldName: 'content_type' })
  contentType!: string;

  @Property({ type: 'integer' })
  width!: number;

  @Property({ type: 'integer' })
  height!: number;

  /** Strong ETag (quoted), a hash of the bytes. */
  @Property({ type: 'string' })
  etag!: string;

  /** Where the bytes are: `postgres` (in `data`) or `s3` (an object keyed by media id and name). */
  @Property({ type: 'string' })
  store: StoreName = 'postgres';

  /** Size of the bytes, wherever they are. */
  @Property({ type: 'integer' })
  bytes!: number;

  /** The bytes, when they are kept in PostgreSQL; null when an object store has them. */
  @Property({ type: BlobType, lazy: true, nullable: true })
  data?: Buffer | null;
}
