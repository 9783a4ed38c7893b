import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../test/paths.js';
import { printContract } from './schema.js';

describe('schema.graphql', () => {
  it('is exactly what the code generates (run `npm run schema` after changing the API)', async () => {
    const committed = await readFile(path.join(REPO_ROOT, 'schema.graphql'), 'utf8');
    expect(committed).toBe(await printContract());
  });

  it('carries the @auth directive on staff-only fields', async () => {
    expect(await printContract()).toMatch(/usersCount: Int! @auth\(requires: \[ADMIN, OWNER\]\)/);
  });
});
