import path from 'node:path';
import { defineConfig } from 'vitest/config';

const here = path.dirname(new URL(import.meta.url).pathname);

// Browser journeys against the BUILT app (`npm run build`): one real server per test file, each on
// its own copy of a data directory seeded once per run (global-setup.ts).
export default defineConfig({
  test: {
    root: here,
    include: ['**/*.e2e.test.ts'],
    environment: 'node',
    globalSetup: ['global-setup.ts'],
    // A bound for a hung journey, not a pace: with two files sharing the cores a long journey (every
    // dashboard route twice) can take twice its time alone. No journey waits any longer for it.
    testTimeout: 120_000,
    // Likewise for a file's server and browser: two may start at once.
    hookTimeout: 120_000,
    // Two files at a time, each with its own server, database and browser (nothing shared but the
    // read-only template): a journey mostly waits on its browser and server, so a second file fills the
    // idle core. Vitest's default (cores - 1) would be one file at a time on a 2-core CI machine.
    fileParallelism: true,
    maxWorkers: 2,
    // A worker imports playwright and the helpers once for all its files (each file still starts its
    // own server and browser in beforeAll and has nothing at module level worth keeping).
    isolate: false,
    // A poll reads what the page shows until it matches: it gets the few seconds a person gives a page
    // to answer, not vitest's one second, which a reload on a busy 2-core machine can outlast.
    expect: { poll: { timeout: 5_000 } },
  },
});
