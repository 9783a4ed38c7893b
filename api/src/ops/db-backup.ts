import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config/env.js';
import { withAppDatabase } from './app-database.js';
import { backupDatabase } from './backup.js';

/** `npm run db:backup [-- --out FILE]`: a backup of the app's database (docs/operations.md). */
const { values } = parseArgs({ options: { out: { type: 'string', short: 'o' } } });
const config = loadConfig();
const stamp = new Date().toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
const file = path.resolve(values.out ?? path.join('backups', `bani-${stamp}.backup`));
await mkdir(path.dirname(file), { recursive: true });
const say = (m: string) => process.stderr.write(`${m}\n`);
const format = await withAppDatabase(config, say, (url) => backupDatabase(url, file, say));
say(`backup written (${format}): ${file}`);
process.stdout.write(`${file}\n`);
