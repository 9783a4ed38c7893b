import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webFiles } from './web.js';

// The browser's files as the build lays them out (web/dist/client): hashed assets with .br and .gz beside them.
let dir: string;
const script = 'console.log("hashed");'.repeat(100);

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'bani-web-'));
  await mkdir(path.join(dir, 'assets'));
  for (const [file, text] of [['assets/main-abc123.js', script], ['robots.txt', 'User-agent: *\n']]) {
    await writeFile(path.join(dir, file), text);
    await writeFile(path.join(dir, `${file}.br`), brotliCompressSync(text));
    await writeFile(path.join(dir, `${file}.gz`), gzipSync(text));
  }
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const app = () => express().use(webFiles(dir)).use((_req, res) => res.status(418).send('the pages'));
const raw = (req: supertest.Test) => req.buffer(true).parse((res, done) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
});

describe("the web app's files", () => {
  it('sends hashed assets precompressed as the client accepts, immutable for a year', async () => {
    const res = await raw(supertest(app()).get('/assets/main-abc123.js').set('Accept-Encoding', 'gzip'));
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toMatch(/Accept-Encoding/);
    const br = await supertest(app()).get('/assets/main-abc123.js').set('Accept-Encoding', 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    const plain = await supertest(app()).get('/assets/main-abc123.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(script);
  });

  it('answers 404 for an asset that is not there, never a page', async () => {
    const res = await supertest(app()).get('/assets/main-gone.js');
    expect(res.status).toBe(404);
    expect(res.text).not.toBe('the pages');
  });

  it('revalidates the other files hourly, and leaves every other path to the pages', async () => {
    const res = await supertest(app()).get('/robots.txt').set('Accept-Encoding', 'identity');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect((await supertest(app()).get('/turqi')).status).toBe(418);
    expect((await supertest(app()).get('/robots.txt.br')).status).toBe(418);
    expect((await supertest(app()).get('/assets-list.txt')).status).toBe(418);
  });
});
