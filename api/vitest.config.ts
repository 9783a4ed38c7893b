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
    // Most files spend their time waiting on PostgreSQL or on server processes they start, so two files
    // at once keep a 2-core machine busy where vitest's default (cores - 1) would leave one idle.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['reflect-metadata'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
