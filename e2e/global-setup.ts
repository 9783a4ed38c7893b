import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eTemplate: string;
  }
}

/**
 * Starts the built server once on a fresh data directory (initdb, migrations, demo seed with its
 * pictures), stops it cleanly, and hands that directory to every test file as the template of its own
 * copy: each file still gets a database nobody else touches, without paying for the first start again.
 */
export default async function setup(project: TestProject) {
  const template = await startServer({ keepData: true });
  await template.stop();
  project.provide('e2eTemplate', template.dataDir);
  return () => rm(template.dataDir, { recursive: true, force: true });
}
