import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import express from 'express';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { webRoutes } from './web.js';

let t: TestApp;
let dist: string;
const page = '<!doctype html><title>Bani Travel</title><div id="root"></div>';

beforeAll(async () => {
  // A web build of our own: its index.html and the route table its build writes.
  dist = await mkdtemp(path.join(os.tmpdir(), 'bani-web-'));
  await writeFile(path.join(dist, 'index.html'), page);
  await writeFile(path.join(dist, 'route-paths.json'), JSON.stringify(['/', '/turqi', '/search', '/aranzhmani/:id', '/dashboard', '/dashboard/Logs']));
  t = await createTestApp({ WEB_DIST: dist });
});
afterAll(async () => {
  await t.close();
  await rm(dist, { recursive: true, force: true });
});

const html = (url: string) => t.agent().get(url).set('Accept', 'text/html');

describe('web app pages', () => {
  it('answers 200 with the app for every path of its route table, in any casing', async () => {
    for (const url of ['/', '/turqi', '/TURQI/', '/search?toId=2', '/aranzhmani/5', '/dashboard', '/dashboard/logs']) {
      const res = await html(url);
      expect(res.status, url).toBe(200);
      expect(res.text).toBe(page);
    }
  });

  it('answers 404 with the app (its not-found page) for any other path', async () => {
    for (const url of ['/no-such-page', '/turqi/x', '/aranzhmani', '/aranzhmani/5/6', '/dashboard/Nope']) {
      const res = await html(url);
      expect(res.status, url).toBe(404);
      expect(res.type).toBe('text/html');
      expect(res.text).toBe(page);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('leaves the API paths to the API', async () => {
    expect((await html('/api/nothing-here')).type).toBe('application/json');
    expect((await html('/healthz')).body).toMatchObject({ ok: true });
    expect((await html('/route-paths.json')).status).toBe(200);
  });

  it('takes every path as a page with a build that has no route table', async () => {
    const old = await mkdtemp(path.join(os.tmpdir(), 'bani-web-'));
    await writeFile(path.join(old, 'index.html'), page);
    const res = await supertest(express().use(webRoutes(old))).get('/anything').set('Accept', 'text/html');
    expect(res.status).toBe(200);
    await rm(old, { recursive: true, force: true });
  });
});
