import { createRequire } from 'node:module';
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
    globalSetup: ['src/test/global-setup.ts'],
    setupFiles: ['reflect-metadata'],
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
});
