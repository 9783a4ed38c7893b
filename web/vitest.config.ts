import path from 'node:path';
import { defineConfig } from 'vitest/config';

const here = path.dirname(new URL(import.meta.url).pathname);

// Unit tests of the web's pure code (URL contract, formats, dates...): plain Node, no browser, no
// server; they sit beside the code they test (`*.test.ts`), the bench's too. Components are covered by
// the journeys.
export default defineConfig({
  test: {
    root: here,
    include: ['src/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
  },
});
