import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webRoutes } from './web.js';

// A small built web app as the build lays it out: pages and hashed assets with .br and .gz beside them.
let dist: string;
const page = '<!doctype html><html><body><div id="root"></div></body></html>';
const script = 'console.log("hashed");'.repeat(100);

beforeAll(async () => {
  dist = await mkdtemp(path.join(os.tmpdir(), 'bani-web-'));
  await mkdir(path.join(dist, 'assets'));
  for (const [file, text] of [['index.html', page], ['assets/main-abc123.js', script]]) {
    await writeFile(path.join(dist, file), text);
    await writeFile(path.join(dist, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dist, `${file}.gz`), gzipSync(text));
  }
});
afterAll(() => rm(dist, { recursive: true, force: true }));

const app = () => express().use(webRoutes(dist));
const raw = (req: supertest.Test) => req.buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});

describe('the built web app', () => {
  it('sends a client-side route as the page, brotli when accepted, revalidated every time', async () => {
    const res = await raw(supertest(app()).get('/search?s=athin').set('Accept', 'text/html').set('Accept-Encoding', 'br, gzip'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    // superagent decodes brotli itself: what arrives decoded is the page.
    expect((res.body as Buffer).toString()).toBe(page);
  });

  it('sends the page plain to a client that accepts no compression', async () => {
    const res = await supertest(app()).get('/turqi').set('Accept', 'text/html').set('Accept-Encoding', 'identity');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(page);
  });

  it('sends hashed assets precompressed and immutable for a year', async () => {
    const res = await raw(supertest(app()).get('/assets/main-abc123.js').set('Accept-Encoding', 'gzip'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
