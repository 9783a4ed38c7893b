import { existsSync } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../modules/users/role.js';
import { createPackage } from '../../test/fixtures.js';
import { REPO_ROOT } from '../../test/paths.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

// The web app's pages rendered by the API through React Router's handler (ADR 0019). These tests need
// the build (`npm test` builds before the API tests); under CI a missing build is a failure, never a skip.
const serverBuild = path.join(REPO_ROOT, 'web', 'dist', 'server', 'index.js');
const mustRun = process.env.CI === 'true' || existsSync(serverBuild);

/**
 * Every script element of a page loads one of our files, is data, or is an inline script that carries
 * the nonce its response's CSP names (React Router's own): script-src 'self' holds for everything else.
 */
function expectScriptsAllowed(res: { text: string; headers: Record<string, string> }) {
  const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'] ?? '')?.[1];
  expect(nonce).toBeTruthy();
  for (const [tag, attrs] of res.text.matchAll(/<script\b([^>]*)>/g)) {
    if (/type="application\/(json|ld\+json)"/.test(attrs!)) continue;
    expect(attrs, tag).toContain(`nonce="${nonce}"`);
  }
}

/** The body of <main>: the page itself, without the header and footer. */
const main = (html: string) => /<main\b[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '';

describe.skipIf(!mustRun)('the web app rendered on the server', () => {
  let t: TestApp;
  let pkg: Awaited<ReturnType<typeof createPackage>>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://bani-travel.com' });
    pkg = await createPackage(t, { titulli: 'Hotel Rixos <Premium> & Spa', cmimi: 777 });
  });
  afterAll(() => t?.close());

  const page = (url: string) => t.agent().get(url).set('Accept', 'text/html');

  it('sends the home page with its content, head and data in one render, revalidated at every visit', async () => {
    const res = await page('/').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    // The same for every visitor without a session (a shared cache may keep it seconds; page-cache.ts).
    expect(res.headers['cache-control']).toMatch(/^public, max-age=0, s-maxage=\d+/);
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(main(res.text)).toMatch(/<h1[^>]*>Bani Travel<\/h1>/);
    expect(res.text).toContain('<html lang="sq"');
    expect(res.text).toMatch(/<title>[^<]+ · Bani Travel<\/title>/);
    expect(res.text).toContain('<link rel="canonical" href="https://bani-travel.com/"/>');
    // One render, with its data already asked by the route's loaders; both said in Server-Timing.
    expect(res.headers['server-timing']).toMatch(/data;dur=[\d.]+;desc="\d+ queries \([\d.]+ ms summed\), \d+ kept"/);
    expect(res.headers['server-timing']).toMatch(/render;dur=[\d.]+;desc="1 pass"/);
    expectScriptsAllowed(res);
    // The app starts as soon as its modules arrive: they are preloaded by the page's head.
    expect(res.text).toMatch(/<link rel="modulepreload" href="\/assets\/entry\.client-[\w-]+\.js"/);
  });

  it('compresses the page as the client accepts', async () => {
    const res = await page('/').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(main(res.text)).toContain('Bani Travel');
  });

  it('renders a search with its result cards from the URL, the text escaped everywhere', async () => {
    const res = await page(`/search?s=${encodeURIComponent('Rixos')}`).expect(200);
    expect(main(res.text)).toMatch(/<h1[^>]*>Kërko aranzhmane<\/h1>/);
    expect(main(res.text)).toContain('Hotel Rixos &lt;Premium&gt; &amp; Spa');
    expect(main(res.text)).toContain(`href="/aranzhmani/${pkg.id}"`);
    // The page's data travels in React Router's own script, with "<" escaped: no markup can close it.
    expect(res.text).not.toContain('<Premium>');
    expectScriptsAllowed(res);
  });

  it('gives a search sent by a plain form its one URL', async () => {
    const res = await page('/search?fromId=&to=7%3A9&DepartureDate=&nrNeteve=&nrPersonave=2&priceMin=&priceMax=&board=&sort=date').expect(302);
    expect(res.headers.location).toBe('/search?toId=7&toQytetiId=9&nrPersonave=2');
    // A campaign's own parameters stay.
    const campaign = await page('/search?s=antalya&utm_source=fb').expect(200);
    expect(main(campaign.text)).toContain('antalya');
  });

  it('renders a package page with its title, price, link preview and structured data in its HTML', async () => {
    const res = await page(`/aranzhmani/${pkg.id}`).expect(200);
    expect(main(res.text)).toMatch(/<h1[^>]*>Hotel Rixos &lt;Premium&gt; &amp; Spa<\/h1>/);
    expect(main(res.text)).toContain('€777');
    expect(res.text).toContain('<title>Hotel Rixos &lt;Premium&gt; &amp; Spa · Bani Travel</title>');
    expect(res.text).toContain(`<link rel="canonical" href="https://bani-travel.com/aranzhmani/${pkg.id}"/>`);
    expect(res.text).toContain('<meta property="og:type" content="product"/>');
    const ld = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(res.text)?.[1];
    expect(JSON.parse(ld!)).toMatchObject({ '@type': 'Product', name: 'Hotel Rixos <Premium> & Spa', url: `https://bani-travel.com/aranzhmani/${pkg.id}`, offers: { price: '777.00' } });
    expect(res.text).not.toContain('<Premium>');
    expectScriptsAllowed(res);
  });

  it('renders a destination page, in English when the language cookie says so', async () => {
    const sq = await page('/turqi').expect(200);
    expect(main(sq.text)).toContain('Çmimet e dhomave');
    const en = await page('/turqi').set('Cookie', 'lang=en').expect(200);
    expect(en.text).toContain('<html lang="en"');
    expect(en.text).toContain('Skip to content');
    expect(main(en.text)).toContain('Room prices');
  });

  it("draws a public page for the visitor's kind, never with who they are; their own pages for them", async () => {
    const user = await t.createUser(undefined, `ssr_${Date.now().toString(36)}`);
    const agent = t.agent();
    await agent.post('/api/login').send({ username: user.username, password: user.password }).expect(200);
    const home = await agent.get('/').set('Accept', 'text/html').expect(200);
    // Signed in (their links, logout), before any JavaScript; their name comes with the browser's own query.
    expect(home.text).toContain('href="/profili"');
    expect(home.text).not.toContain(user.username);
    const theirs = await page('/').expect(200);
    expect(theirs.text).not.toContain('href="/profili"');
    // A page personal by nature is rendered for them, with their `me`.
    const own = await agent.get('/te-preferuarat').set('Accept', 'text/html').expect(200);
    expect(own.text).toContain(user.username);
    expect(own.headers['cache-control']).toBe('no-cache, private, no-store');
    expect((await page('/te-preferuarat').expect(200)).text).not.toContain(user.username);
  });

  it('answers 404 with the not-found page for an unknown path and a package that does not exist', async () => {
    const unknown = await page('/no-such-page').expect(404);
    expect(main(unknown.text)).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expectScriptsAllowed(unknown);
    expect(main((await page('/aranzhmani/987654321').expect(404)).text)).toContain('href="/search"');
    await page('/aranzhmani/abc').expect(404);
  });

  it('redirects another letter case to the canonical path, keeping the query', async () => {
    const res = await page('/TURQI?x=1').expect(301);
    expect(res.headers.location).toBe('/turqi?x=1');
  });

  it('sends the dashboard to staff only, drawn in the browser; files and API paths are not pages', async () => {
    const anonymous = await page('/dashboard/Logs').expect(302);
    expect(anonymous.headers.location).toBe('/login?next=%2Fdashboard%2FLogs');
    const customer = await t.loginAs(Role.USER);
    expect((await customer.get('/dashboard').set('Accept', 'text/html').expect(302)).headers.location).toBe('/');
    const staff = await t.loginAs(Role.ADMIN);
    const dashboard = await staff.get('/dashboard/Logs').set('Accept', 'text/html').expect(200);
    expect(main(dashboard.text)).toBe('');
    expect(dashboard.text).toContain('role="status"');
    await page('/robots.txt').expect(200).expect('Content-Type', /text\/plain/);
    await t.agent().get('/api/no-such-route').set('Accept', 'text/html').expect(404).expect('Content-Type', /json/);
  });

  it("renders with React's production build, whatever NODE_ENV the server runs with", async () => {
    // React picks its build by NODE_ENV when it runs; the server build must have decided already
    // (vite.config.ts): the development build renders a page several times slower.
    const dir = path.dirname(serverBuild);
    const files = [serverBuild, ...(await readdir(path.join(dir, 'assets'))).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, 'assets', f))];
    for (const file of files) {
      const code = await readFile(file, 'utf8');
      expect(code, file).not.toMatch(/\bjsxDEV\b/);
    }
  });
});

describe('without a build of the web app', () => {
  let dir: string;
  let t: TestApp;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'bani-web-'));
    t = await createTestApp({ WEB_DIST: dir });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('says what to do on a page, and the API still answers', async () => {
    const res = await t.agent().get('/turqi').set('Accept', 'text/html').expect(503);
    expect(res.text).toContain('npm run build');
    await t.agent().get('/api/shtetet').expect(200);
  });
});
