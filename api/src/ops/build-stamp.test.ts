import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decideBuild, sourceHash, writeStamp } from './build-stamp.js';

let root: string;
const put = async (file: string, text: string) => {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), text);
};

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'bani-stamp-'));
  await put('package.json', '{}');
  await put('package-lock.json', '{}');
  await put('api/src/main.ts', 'main');
  await put('web/src/app.tsx', 'app');
});
afterAll(() => rm(root, { recursive: true, force: true }));

describe('npm start builds only when the sources changed (issue 42)', () => {
  it('builds the first time, then not until a source, the lockfile or a lost output says so', async () => {
    const first = await sourceHash(root);
    expect(await decideBuild(root, first)).toEqual({ build: true, reason: 'first' });
    await put('api/dist/main.js', 'built');
    await put('web/dist/server/index.js', 'built');
    await writeStamp(root, first);
    expect(await decideBuild(root, await sourceHash(root))).toEqual({ build: false, reason: 'unchanged' });
    expect(await decideBuild(root, first, true)).toEqual({ build: true, reason: 'forced' });

    // What a build writes, tests and generated code change nothing.
    await put('web/dist/assets/x.js', 'more output');
    await put('api/src/main.test.ts', 'a test');
    await put('web/src/gql/graphql.ts', 'generated');
    await put('api/node_modules/x/index.js', 'installed');
    expect(await sourceHash(root)).toBe(first);

    await put('web/src/app.tsx', 'app, edited');
    expect(await decideBuild(root, await sourceHash(root))).toEqual({ build: true, reason: 'changed' });
    await put('web/src/app.tsx', 'app');
    await put('package-lock.json', '{"lockfileVersion":3}');
    expect((await decideBuild(root, await sourceHash(root))).reason).toBe('changed');
    await put('package-lock.json', '{}');
    expect(await sourceHash(root)).toBe(first);

    await rm(path.join(root, 'web/dist/server/index.js'));
    expect(await decideBuild(root, first)).toEqual({ build: true, reason: 'outputs-missing' });
  });
});
