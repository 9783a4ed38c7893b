import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { withAppDatabase } from './app-database.js';
import { otherConnections, restoreDatabase } from './backup.js';

/**
 * `npm run db:restore -- FILE [--force]`: replaces the app's database with a backup. Stop the app
 * first: with other sessions on the database it refuses (unless --force).
 */
const { values, positionals } = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
const file = positionals[0] ? path.resolve(positionals[0]) : undefined;
if (!file || !existsSync(file)) {
  process.stderr.write('usage: npm run db:restore -- <backup file> [--force]\n');
  process.exit(2);
}
const config = loadConfig();
const say = (m: string) => process.stderr.write(`${m}\n`);
await withAppDatabase(config, say, async (url) => {
  const others = await otherConnections(url);
  if (others.length && !values.force) {
    say(`refusing to restore: ${others.length} other session(s) use the database (${others.join(', ')}). Stop the app, or pass --force.`);
    process.exit(1);
  }
  const format = await restoreDatabase(url, file, say);
  say(`restored (${format}) from ${file}`);
});
