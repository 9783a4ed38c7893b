/**
 * `npm run import:legacy -- mysql://...`: the switch-over import as a command. Parses the arguments,
 * opens the legacy MySQL database and ours (as the server would: DATABASE_URL or the embedded
 * PostgreSQL, migrations applied), runs the import, prints the report and saves it as JSON.
 */
import 'reflect-metadata';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConfigError, loadConfig } from '../config/env.js';
import { openOrm, resolveDatabaseUrl } from '../db/database.js';
import { progressFor } from './progress.js';
import { runImport } from './run.js';
import { openMysqlSource, redactUrl, SourceError } from './source.js';

const USAGE = `Usage: npm run import:legacy -- [--dry-run] [--replace-demo] [--report FILE] mysql://user:password@host:3306/database

Imports the agency's legacy MySQL/MariaDB database into this installation's database (DATABASE_URL,
or the embedded PostgreSQL under DATA_DIR) in one transaction. See docs/switch-over.md.

  --dry-run       read and check everything, print the report, write nothing
  --replace-demo  delete the demo content (SEED_DEMO) first, in the same transaction
  --report FILE   where to save the JSON report (default: DATA_DIR/legacy-import/report-<time>.json)

The legacy URL may also come from LEGACY_DATABASE_URL (keeps the password out of the shell history).`;

/** A failure whose message says it all (no stack trace). */
class CliError extends Error {}

/** Exit codes: 0 done (or dry run), 1 failure, 2 stopped by a rule (nothing written), 64 bad usage. */
async function main(): Promise<number> {
  let args;
  try {
    args = parseArgs({
      allowPositionals: true,
      options: {
        'dry-run': { type: 'boolean', default: false },
        'replace-demo': { type: 'boolean', default: false },
        report: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (e) {
    console.error(`${(e as Error).message}\n\n${USAGE}`);
    return 64;
  }
  if (args.values.help) {
    console.log(USAGE);
    return 0;
  }
  const legacyUrl = args.positionals[0] ?? process.env.LEGACY_DATABASE_URL;
  if (!legacyUrl || args.positionals.length > 1) {
    console.error(USAGE);
    return 64;
  }

  const config = loadConfig();
  const dryRun = args.values['dry-run'];
  const log = (m: string) => console.error(m);
  const source = await openMysqlSource(legacyUrl);
  let db: Awaited<ReturnType<typeof resolveDatabaseUrl>>;
  try {
    db = await resolveDatabaseUrl(config, log);
  } catch (e) {
    await source.close();
    throw new CliError(`${(e as Error).message}\nThe import needs the database to itself: stop the server first (docs/switch-over.md).`);
  }
  const target = config.databaseUrl ? redactUrl(config.databaseUrl) : `embedded PostgreSQL in ${path.join(config.dataDir, 'pg')}`;
  const orm = await openOrm(db.url).catch(async (e) => {
    await db.embedded?.stop();
    await source.close();
    throw e;
  });
  try {
    log(`Importing ${source.label} into ${target}${dryRun ? ' (DRY RUN: nothing will be written)' : ''}`);
    const report = await runImport({
      source,
      em: orm.em.fork() as EntityManager,
      target,
      dryRun,
      replaceDemo: args.values['replace-demo'],
      progress: progressFor(process.stderr),
      // The old server took pictures of any size; they are re-encoded to at most 1600 px anyway.
      maxImageBytes: Math.max(config.maxImageBytes, 32 * 1024 * 1024),
    });
    const file = path.resolve(
      args.values.report ??
        path.join(config.dataDir, 'legacy-import', `report-${new Date().toISOString().replace(/[:.]/g, '-')}${dryRun ? '-dry-run' : ''}.json`),
    );
    console.log(report.toText());
    try {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `${JSON.stringify(report.toJSON(), null, 2)}\n`);
      console.log(`\nReport saved to ${file}`);
    } catch (e) {
      // The import itself is over (committed or not, as printed above): only the copy on disk failed.
      console.error(`\nWARNING: the JSON report could not be saved to ${file}: ${(e as Error).message} (use --report FILE)`);
    }
    return report.toJSON().result === 'stopped' ? 2 : 0;
  } finally {
    await source.close();
    await orm.close(true);
    await db.embedded?.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (e: unknown) => {
    if (e instanceof ConfigError || e instanceof SourceError || e instanceof CliError) console.error(e.message);
    else console.error('Legacy import failed; the database was left as it was:', e instanceof Error ? (e.stack ?? e.message) : e);
    process.exit(1);
  },
);
