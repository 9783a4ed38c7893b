import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../modules/users/role.js';
import { createPackage } from '../test/fixtures.js';
import { REPO_ROOT } from '../test/paths.js';
import { createTestApp, gql, type TestApp } from '../test/test-app.js';

// Issue 40, item 8: a CDN or Varnish in front may keep what is the same for everyone, never what is
// someone's own. Pages need the build; under CI a missing build is a failure, never a skip.
const bundle = path.join(REPO_ROOT, 'web', 'dist', 'server', 'index.js');
const mustRun = process.env.CI === 'true' || existsSync(bundle);
const SHARED = /\b(public|s-maxage)\b/;

describe.skipIf(!mustRun)('what a shared cache in front may keep', () => {
  let t: TestApp;
  let packagePath: string;

  beforeAll(async () => {
    t = await createTestApp({ SHARED_CACHE_SECONDS: '7' });
    packagePath = `/aranzhmani/${(await createPackage(t, { titulli: 'Hotel Shared', cmimi: 610 })).id}`;
  });
  afterAll(() => t?.close());

  it('lets it keep the public reads and the pages of visitors without a session, seconds at most', async () => {
    const expected = 'public, max-age=0, s-maxage=7, stale-while-revalidate=30';
    for (let i = 0; i < 2; i++) {
      expect((await t.agent().get('/api/shtetet').expect(200)).headers['cache-control']).toBe(expected);
      const countries = await gql(t.agent(), '{ countries { id name } }').expect(200);
      expect(countries.headers['cache-control']).toBe(expected);
      for (const url of ['/', packagePath, '/search?s=Antalya']) {
        const page = await t.agent().get(url).set('Accept', 'text/html').expect(200);
        expect(page.headers['cache-control'], url).toBe(expected);
        expect(page.headers.vary, url).toMatch(/Cookie/);
      }
    }
  });

  it('never lets it keep a page or an answer of a logged-in visitor, customer or staff', async () => {
    for (const role of [Role.USER, Role.ADMIN]) {
      const agent = await t.loginAs(role);
      // Each asked twice: the second answer is no kept one either.
      const pages = ['/', '/', packagePath, packagePath, '/search?s=Antalya', '/profili', '/te-preferuarat', '/rezervimet-e-mia', '/dashboard'];
      for (const url of pages) {
        const res = await agent.get(url).set('Accept', 'text/html');
        expect(res.status, url).toBeLessThan(500);
        expect(res.headers['cache-control'] ?? '', `${role} ${url}`).not.toMatch(SHARED);
        expect(res.headers['cache-control'] ?? '', `${role} ${url}`).toMatch(/private|no-store/);
      }
      for (const query of ['{ me { id username } }', '{ me { id } countries { id } }']) {
        const res = await gql(agent, query).expect(200);
        expect(res.headers['cache-control'] ?? '', query).not.toMatch(SHARED);
      }
      const user = await agent.get('/user');
      expect(user.headers['cache-control'] ?? '', '/user').not.toMatch(SHARED);
    }
  }, 60_000);
});
