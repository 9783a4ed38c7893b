import { existsSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../graphql/schema.js';
import { Role } from '../modules/users/role.js';
import { createPackage } from '../test/fixtures.js';
import { REPO_ROOT } from '../test/paths.js';
import { createTestApp, gql, type TestApp } from '../test/test-app.js';
import { operationTables } from './public-cache.js';
import { PAGE_READS, PUBLIC_READS } from './tables.js';

// The rendered pages kept for visitors who are not logged in (page-cache.ts). Like the rendering's own
// tests, these need the build; under CI a missing build is a failure, never a skip.
const bundle = path.join(REPO_ROOT, 'web', 'dist', 'server', 'index.js');
const mustRun = process.env.CI === 'true' || existsSync(bundle);

describe.skipIf(!mustRun)('rendered pages kept for visitors', () => {
  let t: TestApp;
  let pkg: Awaited<ReturnType<typeof createPackage>>;

  beforeAll(async () => {
    t = await createTestApp();
    pkg = await createPackage(t, { titulli: 'Hotel Kept', cmimi: 640 });
  });
  afterAll(() => t?.close());

  const page = (url: string) => t.agent().get(url).set('Accept', 'text/html');

  it("answers a visitor with the page another visitor's request rendered, with an ETag (304)", async () => {
    const url = `/aranzhmani/${pkg.id}`;
    const first = await page(url).expect(200);
    expect(first.headers['x-cache']).toBe('miss');
    const second = await page(url).set('Accept-Encoding', 'identity').expect(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.headers['content-type']).toMatch(/^text\/html/);
    // The same page for every such visitor: a shared cache in front may keep it a few seconds.
    expect(second.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    expect(first.headers['cache-control']).toBe('public, max-age=0, s-maxage=5, stale-while-revalidate=30');
    expect(second.headers.vary).toMatch(/Cookie/);
    await page(url).set('If-None-Match', second.headers.etag!).expect(304);
    // Compressed as the client accepts (the copies are made at the first hit).
    const compressed = await page(url).set('Accept-Encoding', 'br').expect(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.text).toBe(first.text);
  });

  it('renders the page anew once staff change what it shows', async () => {
    const url = `/search?s=${encodeURIComponent('Hotel Kept')}`;
    await page(url).expect(200);
    expect((await page(url).expect(200)).headers['x-cache']).toBe('hit');
    const staff = await t.loginAs(Role.ADMIN);
    const edit = await gql(staff, 'mutation($id: Int!) { updatePackage(id: $id, input: { price: 655 }) { id } }', { id: pkg.id });
    expect(edit.body.errors).toBeUndefined();
    const fresh = await page(url).expect(200);
    expect(fresh.headers['x-cache']).toBe('miss');
    expect(fresh.text).toContain('€655');
    expect(fresh.text).not.toContain('€640');
  });

  it('never gives a logged-in visitor a kept page, nor keeps theirs', async () => {
    await page('/').expect(200);
    expect((await page('/').expect(200)).headers['x-cache']).toBe('hit');
    const user = await t.createUser(undefined, `kept_${Date.now().toString(36)}`);
    const agent = t.agent();
    await agent.post('/api/login').send({ username: user.username, password: user.password }).expect(200);
    for (let i = 0; i < 2; i++) {
      const mine = await agent.get('/').set('Accept', 'text/html').expect(200);
      expect(mine.headers['x-cache']).toBeUndefined();
      expect(mine.text).toContain(user.username);
    }
    expect((await page('/').expect(200)).text).not.toContain(user.username);
  });

  it("gives a campaign's visitors, each link with its own click id, the one kept page", async () => {
    const url = '/turqi?utm_source=facebook&utm_campaign=verë';
    await page(`${url}&fbclid=first`).expect(200);
    for (const id of ['second', 'third']) {
      const visit = await page(`${url}&fbclid=${id}&gclid=x${id}`).expect(200);
      expect(visit.headers['x-cache']).toBe('hit');
      expect(visit.text).not.toMatch(/fbclid|utm_|gclid/);
    }
    // A parameter the page reads stays: another search is another page.
    const search = await page('/search?s=Antalya&fbclid=one').expect(200);
    expect((await page('/search?s=Antalya&utm_medium=email').expect(200)).text).toBe(search.text);
    expect((await page('/search?s=Bodrum&fbclid=one').expect(200)).headers['x-cache']).toBe('miss');
  });

  it('keeps one page whatever parameters its page does not read, and never one rendered with them', async () => {
    // Asked first with a parameter no route of it reads: rendered for it, not kept (its links carry it on).
    const first = await page('/Greqi?ref=partner%20site').expect(200);
    expect(first.headers['x-cache']).toBe('miss');
    const clean = await page('/Greqi').expect(200);
    expect(clean.headers['x-cache']).toBe('miss');
    expect(clean.text).not.toContain('partner');
    for (const ref of ['a', 'b', 'c']) {
      const visit = await page(`/Greqi?ref=${ref}&x=${ref}`).expect(200);
      expect([visit.headers['x-cache'], visit.text]).toEqual(['hit', clean.text]);
    }
    // A parameter the page reads (the header's search text, a login's way back) is another page.
    expect((await page('/Greqi?s=Athin').expect(200)).headers['x-cache']).toBe('miss');
    expect((await page('/Greqi?s=Athin&ref=x').expect(200)).headers['x-cache']).toBe('hit');
    await page('/login?next=%2FGreqi').expect(200);
    const back = await page('/login?next=%2FGreqi&utm_source=x&ref=y').expect(200);
    expect([back.headers['x-cache'], back.text]).toEqual(['hit', expect.stringContaining('value="/Greqi"')]);
  });

  it('keeps each language apart, and no page that is not found', async () => {
    await page('/turqi').set('Cookie', 'lang=en').expect(200);
    const english = await page('/turqi').set('Cookie', 'lang=en').expect(200);
    expect(english.headers['x-cache']).toBe('hit');
    expect(english.text).toContain('<html lang="en"');
    const albanian = await page('/turqi').expect(200);
    expect(albanian.text).toContain('<html lang="sq"');
    expect((await page('/turqi').expect(200)).headers['x-cache']).toBe('hit');
    for (let i = 0; i < 2; i++) expect((await page('/no-such-page').expect(404)).headers['x-cache']).not.toBe('hit');
  });
});

describe.skipIf(!mustRun)('renders of the same page at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  it('renders a page once for the visitors who ask for it meanwhile, and answers them all from it', async () => {
    const url = '/Dubai'; // asked by no other test here: not kept yet
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.agent().get(url).set('Accept', 'text/html').expect(200)));
    expect(answers.filter((a) => a.headers['x-cache'] === 'miss')).toHaveLength(1);
    expect(answers.filter((a) => a.headers['x-cache'] === 'hit')).toHaveLength(5);
    // A kept page's inline scripts carry the nonce of the answer it was rendered for: each answer's CSP names it.
    for (const answer of answers) {
      const nonce = /'nonce-([^']+)'/.exec(answer.headers['content-security-policy'] ?? '')?.[1];
      expect(answer.text).toContain(`nonce="${nonce}"`);
    }
  });
});

describe.skipIf(!mustRun)("a page's public reads kept for every visitor", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  /** The page's reads and how many of them were answered from memory, as its Server-Timing says. */
  const reads = (res: { headers: Record<string, string> }) => {
    const [, count, kept] = /(\d+) queries \([\d.]+ ms summed\), (\d+) kept/.exec(res.headers['server-timing'] ?? '') ?? [];
    return { count: Number(count), kept: Number(kept) };
  };

  it("reads a logged-in customer's package page from memory, and the next render after a change anew", async () => {
    const pkg = await createPackage(t, { titulli: 'Hotel Read Once', cmimi: 710 });
    const customer = await t.loginAs(Role.USER);
    const url = `/aranzhmani/${pkg.id}`;
    const first = await customer.get(url).set('Accept', 'text/html').expect(200);
    const again = await customer.get(url).set('Accept', 'text/html').expect(200);
    // The page is theirs (never kept whole), but the package, its places and its quote are everyone's.
    expect(again.headers['x-cache']).toBeUndefined();
    expect(again.text).toContain('€710');
    expect(reads(again).count).toBe(reads(first).count);
    expect(reads(again).kept).toBeGreaterThanOrEqual(2);
    expect(reads(again).kept).toBeLessThan(reads(again).count);
    const staff = await t.loginAs(Role.ADMIN);
    const edit = await gql(staff, 'mutation($id: Int!) { updatePackage(id: $id, input: { price: 725 }) { id } }', { id: pkg.id });
    expect(edit.body.errors).toBeUndefined();
    const fresh = await customer.get(url).set('Accept', 'text/html').expect(200);
    expect(fresh.text).toContain('€725');
    expect(fresh.text).not.toContain('€710');
    expect(reads(fresh).kept).toBeLessThan(reads(again).kept);
  });
});

describe('what a kept page may read', () => {
  it('only public reads, the quote and the agency number of the day, and the visitor\'s own me', async () => {
    const schema = await createSchema();
    const visitor = new Set(['me']);
    const tables = (q: string, reads = PAGE_READS) => operationTables(schema, reads, parse(q), undefined, visitor);
    expect(tables('{ me { id username email } countries { id } }')).toEqual(['countries']);
    expect(tables('query Me { me { ...M } } fragment M on User { id email }')).toEqual([]);
    expect(operationTables(schema, PAGE_READS, parse('{ me { id } countries { id } }'))).toBeNull();
    expect(tables('{ myFavouritesCount }')).toBeNull();
    expect(tables('{ myReservations { id } }')).toBeNull();
    expect(tables('{ agencyContact { phone } }')).toEqual([]);
    const quote = '{ bookingQuote(input: { packageId: 1, adults: 2 }) { total } }';
    expect(tables(quote)).toEqual(PUBLIC_READS.graphql.package);
    // The public cache keeps an answer longer than a day: the quote's payment dates would go stale.
    expect(tables(quote, PUBLIC_READS)).toBeNull();
    // The fragments spread outside `me` are still checked, as the public cache checks them.
    expect(tables('query { countries { ...C } } fragment C on Country { id }')).toEqual(['countries']);
    for (const field of Object.keys(PAGE_READS.graphql)) expect(schema.getQueryType()!.getFields()[field], field).toBeDefined();
  });
});
