import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openOrm } from '../db/database.js';
import { ensureDatabase, startEmbeddedPostgres } from '../db/embedded-postgres.js';
import { installJobsSchema } from '../jobs/queue.js';
import { freePort, REPO_ROOT } from './paths.js';
import { ensureServerBuild } from './server-build.js';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
  }
}

const TEMPLATE = 'bani_template';

/**
 * One embedded PostgreSQL for the whole run; a migrated template database that each test file
 * clones (CREATE DATABASE ... TEMPLATE) for a fresh, isolated database in ~50 ms.
 */
export default async function setup(project: TestProject) {
  ensureServerBuild();
  const dataDir = path.join(REPO_ROOT, '.data-test', `run-${process.pid}`);
  await mkdir(dataDir, { recursive: true });
  // The cluster in a folder of its own: its superuser password file lies beside it, inside dataDir.
  const pgServer = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'pg'), port: await freePort(), log: () => {} });
  const templateUrl = await ensureDatabase(pgServer.url, TEMPLATE);
  const orm = await openOrm(templateUrl);
  await orm.close(true);
  // The job queue's schema too, as the bootstrap installs it: clones start with it.
  await installJobsSchema(templateUrl);
  // A template must have no open connections when cloned.
  const admin = new pg.Client({ connectionString: pgServer.url });
  await admin.connect();
  await admin.query(`ALTER DATABASE ${TEMPLATE} WITH ALLOW_CONNECTIONS false`);
  await admin.end();
  project.provide('pgAdminUrl', pgServer.url);
  project.provide('pgTemplate', TEMPLATE);
  return async () => {
    await pgServer.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
