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
    testTimeout: 60_000,
    hookTimeout: 90_000,
    // Each file boots PostgreSQL + the API; in parallel they would fight for 2 cores.
    fileParallelism: false,
  },
});
