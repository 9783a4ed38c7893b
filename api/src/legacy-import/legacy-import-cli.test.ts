import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openOrm } from '../db/database.js';
import { REPO_ROOT } from '../test/paths.js';
import { createTestApp } from '../test/test-app.js';
import type { ReportJson } from './report.js';
import { countRows, freshDatabase, importLegacy, legacyDatabase, mariaDbAvailable } from './test-fixtures/legacy-setup.js';
import { startMariaDb, type MariaDb } from './test-fixtures/mariadb.js';

/** The command itself (`npm run import:legacy`), and the rules that stop an import before it writes anything. */
const available = mariaDbAvailable();

let maria: MariaDb;
let legacyUrl: string;

beforeAll(async () => {
  if (!available) return;
  maria = await startMariaDb();
  legacyUrl = await legacyDatabase(maria, 'bani_legacy');
});
afterAll(async () => {
  await maria?.stop();
});

const IMPORTED = ['users', 'countries', 'packages', 'slider_images', 'cards', 'media', 'logs', 'legacy_import_links'];
const NOTHING = Object.fromEntries(IMPORTED.map((table) => [table, 0]));

// Each test runs the command in its own process (tsx compiles it first): give them more than the default
// 30 s, which a busy machine running two test files at once can take.
describe.skipIf(!available)('legacy import: the command, and what stops it', { timeout: 120_000 }, () => {
  it('npm run import:legacy -- --dry-run prints the report, saves it as JSON, and writes nothing', async () => {
    const db = await freshDatabase();
    const dir = await mkdtemp(path.join(os.tmpdir(), 'bani-import-'));
    try {
      const report = path.join(dir, 'report.json');
      const run = await promisify(execFile)(path.join(REPO_ROOT, 'node_modules/.bin/tsx'),
        ['--tsconfig', 'api/tsconfig.json', 'api/src/legacy-import/cli.ts', '--dry-run', '--report', report, legacyUrl],
        { cwd: REPO_ROOT, env: { ...process.env, CI: 'true', DATABASE_URL: db.url, DATA_DIR: dir }, timeout: 60_000 });
      expect(run.stdout).toMatch(/Legacy import report \(DRY RUN: nothing was written\)/);
      expect(run.stdout).toMatch(/aranzhmanet #29: skipped: dataNisjes "0000-00-00" is not a date/);
      expect(run.stdout).not.toMatch(/pw-bani_legacy/);
      // Not a terminal: one plain line per table instead of a bar.
      expect(run.stderr).toMatch(/aranzhmanet: \d+\/\d+ done in [\d.]+ s \([\d.]+ rows\/s\)/);
      const json = JSON.parse(await readFile(report, 'utf8')) as ReportJson;
      expect(json).toMatchObject({ dryRun: true, result: 'dry-run', source: expect.stringMatching(/^mysql:\/\/bani_legacy@127\.0\.0\.1:\d+\/bani_legacy$/) });
      expect(json.tables.users.inserted).toBeGreaterThan(30);
      expect(await countRows(db.url, IMPORTED)).toEqual(NOTHING);
    } finally {
      await rm(dir, { recursive: true, force: true });
      await db.drop();
    }
  });

  it('stops, writing nothing, when no owner would exist after the import', async () => {
    const url = await legacyDatabase(maria, 'bani_no_owner', { withOwner: false });
    const db = await freshDatabase();
    const orm = await openOrm(db.url);
    try {
      const report = await importLegacy(orm, url);
      expect(report.result).toBe('stopped');
      expect(report.stopReason).toMatch(/no account would have the role owner/);
      expect(await countRows(db.url, IMPORTED)).toEqual(NOTHING);
    } finally {
      await orm.close(true);
      await db.drop();
    }
  });

  it('replaces an untouched demo by itself; once staff worked on it, only when asked (--replace-demo)', async () => {
    const demo = await createTestApp({ SEED_DEMO: 'true' });
    try {
      const untouched = await importLegacy(demo.orm, legacyUrl, { dryRun: true });
      expect(untouched.result).toBe('dry-run');
      expect(untouched.notes.join('\n')).toMatch(/only the untouched demo content was here: would delete the demo content: .*packages/);

      // A staff change (logged) makes it somebody's data: no longer replaced without being asked.
      const admin = demo.agent();
      await admin.post('/api/login').send({ username: 'admin', password: 'BaniAdmin2026!' }).expect(200);
      await admin.post('/api/add-shtetin').send({ emri: 'Vendi i ri' }).expect(201);
      const refused = await importLegacy(demo.orm, legacyUrl);
      expect(refused.result).toBe('stopped');
      expect(refused.stopReason).toMatch(/^shtetet: #\d+ "Shqipëri" \(legacy #2\).* already exist here and did not come from the legacy database.*--replace-demo/);

      const replaced = await importLegacy(demo.orm, legacyUrl, { replaceDemo: true });
      expect(replaced.result).toBe('completed');
      expect(replaced.notes.join('\n')).toMatch(/--replace-demo: deleted the demo content: .*countries.*3 demo accounts, 1 demo partner agencies/);
      const countries = (await demo.agent().get('/api/shtetet').expect(200)).body as { emri: string }[];
      // Every catalogue row that did not come from the legacy database goes, the one made by hand too.
      expect(countries.map((x) => x.emri)).not.toContain('Vendi i ri');
      expect(countries.map((x) => x.emri)).toContain('Greqi');
      await demo.agent().post('/api/login').send({ username: 'demo', password: 'Demo123!' }).expect(401);
      expect((await demo.pool.query(`select value from app_meta where key = 'demo:never'`)).rows).toHaveLength(1);
    } finally {
      await demo.close();
    }
  });
});
