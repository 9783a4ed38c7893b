import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);
const here = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  // graphql 16's "main": "index" makes Vite load index.mjs while Node loads index.js: two realms.
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    root: here,
    include: ['src/**/*.test.ts'],
    pool: 'forks',
    // Vitest's default (cores - 1) is one worker on a 2-core CI machine; the files mostly wait on
    // PostgreSQL and on the servers they start, so two at a time nearly halve the run there. Each file
    // has its own database (cloned from the template) and free ports, so they do not collide.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // Every file builds a whole app from the same modules: a worker imports them once for all its files
    // (each file still has its own app, database and ports), not once per file.
    isolate: false,
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['reflect-metadata'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
