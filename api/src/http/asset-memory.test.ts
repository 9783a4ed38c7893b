import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import type { IncomingHttpHeaders } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logCapture, type LogCapture } from '../test/log-capture.js';
import { doorProbe, type DoorProbe, type RawServer } from '../test/door-probe.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { AssetMemory } from './asset-memory.js';

// A built web app's assets as the build lays them out: hashed files, .br and .gz beside the larger ones.
let dist: string;
const big = 'export const words = "hashed asset";\n'.repeat(200);
const small = 'export const x = 1;\n';
const styles = '.p-4{padding:1rem}\n'.repeat(100);

let t: TestApp;
let log: LogCapture;
let probe: DoorProbe;
let door: RawServer;
let express: RawServer;

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'bani-assets-'));
  await mkdir(path.join(dist, 'assets'));
  for (const [name, text, copies] of [['main-abc123.js', big, true], ['tiny-def456.js', small, false], ['main-ghi789.css', styles, true], ['gone-jkl012.js', big, true]] as const) {
    await writeFile(path.join(dist, 'assets', name), text);
    if (copies) {
      await writeFile(path.join(dist, 'assets', `${name}.br`), brotliCompressSync(text));
      await writeFile(path.join(dist, 'assets', `${name}.gz`), gzipSync(text));
    }
  }
  log = logCapture('info');
  t = await createTestApp({ WEB_DIST: dist }, { logger: log.logger });
  probe = await doorProbe(t);
  ({ door, express } = probe);
});
afterAll(async () => {
  await probe.close();
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const ask = (server: RawServer, url: string, headers: Record<string, string> = {}, method = 'GET') => probe.ask(server, url, { method, headers });

/** Asks the door until it answers itself (the file kept): the first request starts keeping it. */
async function kept(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    if ((await ask(door, url, { 'Accept-Encoding': 'br' })).by === 'door') return;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`${url} was never answered at the door`);
}

const comparable = (h: IncomingHttpHeaders) => {
  const out = { ...h };
  delete out.date;
  delete out['x-request-id'];
  return out;
};

/** The same request at the door and at Express alone: the same status, headers and bytes; who answered. */
async function same(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<string | undefined> {
  const viaDoor = await ask(door, url, headers, method);
  const viaExpress = await ask(express, url, headers, method);
  expect(viaDoor.status, url).toBe(viaExpress.status);
  expect(comparable(viaDoor.headers), `${url} ${JSON.stringify(headers)}`).toEqual(comparable(viaExpress.headers));
  expect(viaDoor.body.equals(viaExpress.body), `${url} body`).toBe(true);
  return viaDoor.by;
}

describe('the web app\'s assets at the front door', () => {
  it('answers a hashed asset from memory once kept, exactly as the static stage sends it', async () => {
    const first = await ask(door, '/assets/main-abc123.js', { 'Accept-Encoding': 'br' });
    expect(first.by).toBe('express');
    await kept('/assets/main-abc123.js');
    for (const url of ['/assets/main-abc123.js', '/assets/main-ghi789.css']) {
      await kept(url);
      expect(await same(url, { 'Accept-Encoding': 'gzip, deflate, br, zstd' })).toBe('door');
      expect(await same(url, { 'Accept-Encoding': 'gzip' })).toBe('door');
      expect(await same(url)).toBe('door'); // no Accept-Encoding: the file itself
      // A module script asks with its page's origin: CORS as the pipeline answers it, `Vary: Origin` kept
      // beside the encoding's by both (a shared cache must not hand one origin's answer to another).
      const cors = { 'Accept-Encoding': 'br', Origin: 'http://localhost:3000' };
      expect(await same(url, cors)).toBe('door');
      const viaExpress = await ask(express, url, cors);
      expect(viaExpress.headers.vary).toBe('Origin, Accept-Encoding');
      expect(viaExpress.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      expect(await same(url, { 'Accept-Encoding': 'br' }, 'HEAD')).toBe('door');
    }
    const br = await ask(door, '/assets/main-abc123.js', { 'Accept-Encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript; charset=utf-8$/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.body.equals(brotliCompressSync(big))).toBe(true);
  });

  it('answers a revalidation with 304 by the copy\'s validators, as the static stage does', async () => {
    await kept('/assets/main-abc123.js');
    const { headers } = await ask(door, '/assets/main-abc123.js', { 'Accept-Encoding': 'br' });
    const by = await same('/assets/main-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(headers.etag) });
    expect(by).toBe('door');
    expect((await ask(door, '/assets/main-abc123.js', { 'Accept-Encoding': 'br', 'If-None-Match': String(headers.etag) })).status).toBe(304);
    // The gzip copy is another file with other validators: the brotli one's ETag does not match it.
    expect((await ask(door, '/assets/main-abc123.js', { 'Accept-Encoding': 'gzip', 'If-None-Match': String(headers.etag) })).status).toBe(200);
  });

  it('sends a small file without copies plain, and leaves what only the pipeline can answer to it', async () => {
    await kept('/assets/tiny-def456.js');
    expect(await same('/assets/tiny-def456.js', { 'Accept-Encoding': 'br, gzip' })).toBe('door');
    // A byte range; a client that takes no compression, of a large file (the compression stage decides).
    expect(await same('/assets/main-abc123.js', { Range: 'bytes=0-99' })).toBe('express');
    expect(await same('/assets/main-abc123.js', { 'Accept-Encoding': 'deflate' })).toBe('express');
    // Not an asset of the build: the pipeline's 404 and its page.
    expect(await same('/assets/nothing-000000.js', { 'Accept-Encoding': 'br' })).toBe('express');
    expect(await same('/assets/main-abc123.js.br', { 'Accept-Encoding': 'br' })).toBe('express');
  });

  it('keeps serving a kept file from memory, and logs and counts it as the static stage does', async () => {
    await kept('/assets/gone-jkl012.js');
    const count = async () => Number(/http_request_duration_seconds_count\{method="GET",route="\(static\)",status="200"\} (\d+)/.exec((await t.metrics.text()).body)?.[1] ?? 0);
    const before = await count();
    const viaExpress = await ask(express, '/assets/gone-jkl012.js', { 'Accept-Encoding': 'br' });
    await rm(path.join(dist, 'assets', 'gone-jkl012.js'));
    await rm(path.join(dist, 'assets', 'gone-jkl012.js.br'));
    const viaDoor = await ask(door, '/assets/gone-jkl012.js', { 'Accept-Encoding': 'br' });
    expect(viaDoor).toMatchObject({ status: 200, by: 'door' });
    expect(viaDoor.body.equals(brotliCompressSync(big))).toBe(true);
    expect(await count()).toBe(before + 2);
    const line = (id: string) => log.lines().find((l) => l.requestId === id);
    const strip = (l: Record<string, unknown> | undefined) => ({ ...l, time: 0, latencyMs: 0, requestId: '' });
    expect(line(viaDoor.id)).toMatchObject({ msg: 'request', method: 'GET', url: '/assets/gone-jkl012.js', route: '(static)', status: 200 });
    expect(strip(line(viaDoor.id))).toEqual(strip(line(viaExpress.id)));
  });
});

describe('AssetMemory', () => {
  const settle = () => new Promise((r) => setTimeout(r, 50));

  it('keeps no file over its size limit, none past its total, and nothing outside its folder', async () => {
    const assets = new AssetMemory(path.join(dist, 'assets'), { fileBytes: 2000, totalBytes: 12000 });
    for (const url of ['/assets/main-abc123.js', '/assets/main-ghi789.css', '/assets/tiny-def456.js', '/assets/../index.html', '/assets/a/b.js', '/other/main-abc123.js']) assets.get(url);
    await settle();
    expect(assets.get('/assets/main-abc123.js')).toBeUndefined(); // 7 KB: over the file limit
    expect(assets.get('/assets/main-ghi789.css')?.identity.type).toBe('text/css; charset=utf-8');
    expect(assets.get('/assets/tiny-def456.js')?.identity.body.toString()).toBe(small);
    expect(assets.get('/assets/../index.html')).toBeUndefined();
    expect(assets.size).toBeLessThanOrEqual(12000);
    const tight = new AssetMemory(path.join(dist, 'assets'), { fileBytes: 4000, totalBytes: 100 });
    tight.get('/assets/main-ghi789.css');
    await settle();
    expect(tight.get('/assets/main-ghi789.css')).toBeUndefined();
    expect(tight.size).toBe(0);
  });
});
