import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { loadConfig } from '../config/env.js';
import { connectOrm } from '../db/database.js';
import { bindMediaStores, createMediaStores } from '../modules/media/blob-stores.js';
import { movePictures } from '../modules/media/media-move.js';
import { withAppDatabase } from './app-database.js';

/**
 * `npm run media:move -- --to s3` (or `--to postgres`): moves the stored pictures' bytes between
 * PostgreSQL and the object store that MEDIA_STORE names. Set MEDIA_STORE for the app to the same
 * store, so that new pictures go there too (docs/operations.md).
 */
const { values } = parseArgs({ options: { to: { type: 'string' } } });
if (values.to !== 's3' && values.to !== 'postgres') {
  process.stderr.write('usage: npm run media:move -- --to s3|postgres   (MEDIA_STORE=s3://... configures the object store)\n');
  process.exit(2);
}
const to = values.to;
const config = loadConfig();
if (config.mediaStore.kind !== 's3') {
  process.stderr.write('MEDIA_STORE must name the object store (s3://bucket/prefix?endpoint=...) to move pictures to or from it\n');
  process.exit(2);
}
const say = (m: string) => process.stderr.write(`${m}\n`);
await withAppDatabase(config, say, async (url) => {
  const orm = await connectOrm(url);
  const stores = await createMediaStores(orm, config.mediaStore);
  bindMediaStores(orm, stores);
  try {
    const moved = await movePictures(orm.em.fork() as EntityManager, to, { log: say });
    say(`done: ${moved} picture variants moved to ${to}`);
  } finally {
    stores.close();
    await orm.close(true);
  }
});
