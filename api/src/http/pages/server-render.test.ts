import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../test/fixtures.js';
import { logCapture } from '../../test/log-capture.js';
import { REPO_ROOT } from '../../test/paths.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { cspHash } from '../security.js';

// The public pages rendered by the API from the web's server bundle (ADR 0019). These tests need the
// build (`npm test` builds before the API tests); under CI a missing build is a failure, never a skip.
const bundle = path.join(REPO_ROOT, 'web', 'dist-server', 'entry-server.js');
const mustRun = process.env.CI === 'true' || existsSync(bundle);

/** The page's markup inside #root, and its JSON state block. */
function parts(html: string) {
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json" id="apollo-state">/.exec(html)?.[1] ?? '';
  const state = /<script type="application\/json" id="apollo-state">([^<]*)<\/script>/.exec(html)?.[1];
  const chunks = /<script type="application\/json" id="page-chunks">([^<]*)<\/script>/.exec(html)?.[1];
  return {
    root,
    state: state === undefined ? undefined : (JSON.parse(state) as Record<string, unknown>),
    /** The chunks of the page's lazy route, fetched by the entry with the app after the first paint. */
    chunks: chunks === undefined ? [] : (JSON.parse(chunks) as string[]),
  };
}

/**
 * Every script element of a page loads a file or is data, or is an inline script the page's own CSP
 * names by its hash (index.html's storage and cookie reads): script-src 'self' holds for all else.
 */
function expectScriptsAllowed(res: { text: string; headers: Record<string, string> }) {
  const csp = res.headers['content-security-policy'] ?? '';
  for (const [tag, attrs, body] of res.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)) {
    if (/\ssrc="\/assets\/|type="application\/(json|ld\+json)"/.test(attrs!)) continue;
    expect(csp, tag).toContain(cspHash(body!));
  }
}

describe.skipIf(!mustRun)('server-rendered public pages', () => {
  let t: TestApp;
  let pkg: Awaited<ReturnType<typeof createPackage>>;

  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://bani-travel.com' });
    pkg = await createPackage(t, { titulli: 'Hotel Rixos <Premium> & Spa', cmimi: 777 });
  });
  afterAll(() => t?.close());

  const page = (url: string) => t.agent().get(url).set('Accept', 'text/html');

  it('sends the home page with its content, head and data in the HTML, never cached across visitors', async () => {
    const res = await page('/').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache, private');
    expect(res.headers.vary).toMatch(/Cookie/);
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const { root, state } = parts(res.text);
    expect(root).toMatch(/<h1[^>]*>Bani Travel<\/h1>/);
    expect(res.text).toContain('<html lang="sq"');
    expect(res.text).toMatch(/<title>[^<]+ · Bani Travel<\/title>/);
    expect(res.text).toContain('<link rel="canonical" href="https://bani-travel.com/" />');
    expect(state).toMatchObject({ ROOT_QUERY: { me: null } });
    expectScriptsAllowed(res);
    // The page is drawn already: its code is fetched once it is painted (by the tiny entry), never before.
    expect(res.text).toMatch(/<script type="module" crossorigin src="\/assets\/main-[\w-]+\.js">/);
    expect(res.text).not.toContain('rel="modulepreload" crossorigin href="/assets/start-');
  });

  it('compresses the page as the client accepts', async () => {
    const res = await page('/').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(parts(res.text).root).toContain('Bani Travel');
  });

  it('renders a search with its result cards from the URL', async () => {
    const res = await page(`/search?s=${encodeURIComponent('Rixos')}`).expect(200);
    const { root, state } = parts(res.text);
    expect(root).toMatch(/<h1[^>]*>Kërko aranzhmane<\/h1>/);
    // React escapes the title: no markup of the package's own can reach the page.
    expect(root).toContain('Hotel Rixos &lt;Premium&gt; &amp; Spa');
    expect(root).toContain(`href="/aranzhmani/${pkg.id}"`);
    expect(JSON.stringify(state)).toContain('Hotel Rixos <Premium> & Spa');
    expectScriptsAllowed(res);
  });

  it('renders a package page with its title, price, link preview and the chunk of its page', async () => {
    const res = await page(`/aranzhmani/${pkg.id}`).expect(200);
    const { root, state } = parts(res.text);
    expect(root).toMatch(/<h1[^>]*>Hotel Rixos &lt;Premium&gt; &amp; Spa<\/h1>/);
    expect(root).toContain('€777');
    expect(res.text).toContain('<title>Hotel Rixos &lt;Premium&gt; &amp; Spa · Bani Travel</title>');
    expect(res.text).toContain(`<link rel="canonical" href="https://bani-travel.com/aranzhmani/${pkg.id}" />`);
    expect(res.text).toContain('<meta property="og:type" content="product" />');
    expect(parts(res.text).chunks).toContainEqual(expect.stringMatching(/^\/assets\/package-page-[\w-]+\.js$/));
    // In the data block "<" is written \u003c: the title cannot close the element.
    expect(res.text).not.toContain('<Premium>');
    expect(JSON.stringify(state)).toContain('Hotel Rixos <Premium> & Spa');
    expectScriptsAllowed(res);
  });

  it('renders a destination page', async () => {
    const res = await page('/turqi').expect(200);
    const { root } = parts(res.text);
    expect(root).toMatch(/<h1[^>]*>[^<]*Turqi[^<]*<\/h1>/);
    expect(root).toContain('Çmimet e dhomave');
    expect(parts(res.text).chunks).toContainEqual(expect.stringMatching(/^\/assets\/turqi-page-[\w-]+\.js$/));
  });

  it('renders in English when the language cookie says so, with the English dictionary preloaded', async () => {
    const res = await page('/turqi').set('Cookie', 'lang=en').expect(200);
    expect(res.text).toContain('<html lang="en"');
    expect(parts(res.text).root).toContain('Skip to content');
    expect(parts(res.text).root).toContain('Room prices');
    expect(parts(res.text).chunks).toContainEqual(expect.stringMatching(/^\/assets\/en-[\w-]+\.js$/));
  });

  it("renders a logged-in visitor's own page, and nothing of it in another visitor's", async () => {
    const user = await t.createUser(undefined, `ssr_${Date.now().toString(36)}`);
    const agent = t.agent();
    await agent.post('/api/login').send({ username: user.username, password: user.password }).expect(200);
    const mine = await agent.get('/').set('Accept', 'text/html').expect(200);
    expect(JSON.stringify(parts(mine.text).state)).toContain(user.username);
    expect(parts(mine.text).root).toContain('href="/profili"');
    const theirs = await page('/').expect(200);
    expect(theirs.text).not.toContain(user.username);
    expect(parts(theirs.text).root).not.toContain('href="/profili"');
  });

  it('answers 404 with the not-found page for an unknown path and a package that does not exist', async () => {
    const unknown = await page('/no-such-page').expect(404);
    expect(parts(unknown.text).root).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    expectScriptsAllowed(unknown);
    await page('/aranzhmani/987654321').expect(404);
  });

  it('redirects another letter case to the canonical path, keeping the query', async () => {
    const res = await page('/TURQI?x=1').expect(301);
    expect(res.headers.location).toBe('/turqi?x=1');
  });

  it('keeps the dashboard and the fragment-reading reset page client-only, and files and API paths out of page rendering', async () => {
    const dashboard = await page('/dashboard').expect(200);
    expect(dashboard.text).toContain('<div id="root"></div>');
    expect(dashboard.text).not.toContain('apollo-state');
    // The password reset page reads its token from the URL's fragment, which never reaches a server.
    const reset = await page('/rivendos-fjalekalimin').expect(200);
    expect(reset.text).toContain('<div id="root"></div>');
    expect(reset.text).not.toContain('apollo-state');
    await page('/robots.txt').expect(200).expect('Content-Type', /text\/plain/);
    await t.agent().get('/api/no-such-route').set('Accept', 'text/html').expect(404).expect('Content-Type', /json/);
  });

  it('renders with React\'s production build, whatever NODE_ENV the server runs with', async () => {
    // React's entry picks its build by NODE_ENV when it runs; the bundle must have decided already
    // (vite.config.ts, serverBundle): the development build renders a page several times slower.
    const dir = path.dirname(bundle);
    const files = [bundle, ...(await readdir(path.join(dir, 'assets'))).filter((f) => f.endsWith('.js')).map((f) => path.join(dir, 'assets', f))];
    for (const file of files) {
      const code = await readFile(file, 'utf8');
      expect(code, file).not.toContain('process.env.NODE_ENV');
      expect(code, file).not.toMatch(/\bjsxDEV\b/);
    }
  });
});

describe('without a usable server bundle', () => {
  let dir: string;
  let t: TestApp;
  const logs = logCapture('error');

  beforeAll(async () => {
    // A web build whose server entry throws on every render: each page falls back to the client-only one.
    dir = await mkdtemp(path.join(os.tmpdir(), 'bani-ssr-'));
    await mkdir(path.join(dir, 'dist'));
    await mkdir(path.join(dir, 'dist-server'));
    await writeFile(path.join(dir, 'dist', 'index.html'), '<!doctype html><html lang="sq"><head><title>Bani Travel</title></head><body><div id="root"></div></body></html>');
    await writeFile(path.join(dir, 'dist', 'route-paths.json'), JSON.stringify(['/', '/turqi']));
    await writeFile(path.join(dir, 'dist-server', 'entry-server.js'), 'export async function render() { throw new Error("render broke"); }\n');
    t = await createTestApp({ WEB_DIST: path.join(dir, 'dist') }, { logger: logs.logger });
  });
  afterAll(async () => {
    await t?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sends the client-only page when a render throws, and logs why', async () => {
    const res = await t.agent().get('/turqi').set('Accept', 'text/html').expect(200);
    expect(res.text).toContain('<div id="root"></div>');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(logs.lines().some((l) => l.msg === 'page render failed: the client-only page is sent')).toBe(true);
    await t.agent().get('/elsewhere').set('Accept', 'text/html').expect(404);
  });
});
