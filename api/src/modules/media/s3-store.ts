import { DeleteObjectsCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { MediaStoreConfig } from '../../config/env.js';
import type { BlobStore, VariantRef } from './blob-store.js';

type S3Config = Extract<MediaStoreConfig, { kind: 's3' }>;

/**
 * Bytes in an S3-compatible object store (AWS S3, MinIO, ...), one object per variant at
 * `<prefix>media/<mediaId>/<name>`. Credentials come the AWS SDK's usual way (AWS_ACCESS_KEY_ID /
 * AWS_SECRET_ACCESS_KEY, a profile, or the machine's role). Objects are immutable, like media rows.
 */
export class S3BlobStore implements BlobStore {
  readonly name = 's3' as const;
  private readonly client: S3Client;

  constructor(private readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: config.forcePathStyle,
      // S3-compatible servers (MinIO, older gateways) do not all know the SDK's newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  key(ref: VariantRef): string {
    return `${this.config.prefix}media/${ref.mediaId}/${ref.name}`;
  }

  async put(ref: VariantRef, data: Buffer, contentType: string): Promise<null> {
    await this.client.send(new PutObjectCommand({
      Bucket: this.config.bucket, Key: this.key(ref), Body: data, ContentType: contentType,
      CacheControl: 'public, max-age=31536000, immutable',
    }));
    return null;
  }

  async get(ref: VariantRef): Promise<Buffer> {
    const out = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: this.key(ref) }));
    if (!out.Body) throw new Error(`object ${this.key(ref)} has no body`);
    return Buffer.from(await out.Body.transformToByteArray());
  }

  async remove(refs: VariantRef[]): Promise<void> {
    // DeleteObjects takes at most 1000 keys.
    for (let i = 0; i < refs.length; i += 1000) {
      const Objects = refs.slice(i, i + 1000).map((r) => ({ Key: this.key(r) }));
      await this.client.send(new DeleteObjectsCommand({ Bucket: this.config.bucket, Delete: { Objects, Quiet: true } }));
    }
  }

  close(): void {
    this.client.destroy();
  }
}
