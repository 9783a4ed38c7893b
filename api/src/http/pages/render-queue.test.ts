import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../test/paths.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { renderQueue } from './render-queue.js';

// Like the rendering's own tests, these need the build; under CI a missing build is a failure, never a skip.
const serverBuild = path.join(REPO_ROOT, 'web', 'dist', 'server', 'index.js');
const mustRun = process.env.CI === 'true' || existsSync(serverBuild);

describe.skipIf(!mustRun)('pages under more visitors than the server renders at once', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RENDER_CONCURRENCY: '1', RENDER_QUEUE: '1' });
  });
  afterAll(() => t?.close());

  const page = (url: string, lang?: string) => {
    const r = t.agent().get(url).set('Accept', 'text/html');
    return lang ? r.set('Cookie', `lang=${lang}`) : r;
  };

  it('renders the ones it can take, each whole, and tells the others at once to come back', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, (_, i) => page(`/turqi?s=visit${i}`)));
    const rendered = answers.filter((a) => a.status === 200);
    const busy = answers.filter((a) => a.status === 503);
    expect(rendered.length + busy.length).toBe(12);
    expect(rendered.length).toBeGreaterThanOrEqual(2);
    expect(busy.length).toBeGreaterThan(0);
    // Never a page the render had no time to fill.
    for (const a of rendered) expect(a.text).toMatch(/<h1[^>]*>[^<]*Turqi/);
    for (const a of busy) {
      expect(a.headers['retry-after']).toBe('5');
      expect(a.headers['cache-control']).toBe('no-store');
      expect(a.text).toContain('Faqja është e zënë');
    }
    // The turns were all given back: the next visitor is served.
    expect((await page('/turqi?s=after').expect(200)).text).toMatch(/<h1[^>]*>[^<]*Turqi/);
  });

  it('says it in English to an English visitor, and still answers a kept page', async () => {
    await page('/turqi', 'en').expect(200);
    const answers = await Promise.all([
      ...Array.from({ length: 8 }, (_, i) => page(`/turqi?s=en${i}`, 'en')),
      page('/turqi', 'en'),
    ]);
    expect(answers.at(-1)!.status).toBe(200);
    expect(answers.at(-1)!.headers['x-cache']).toBe('hit');
    const busy = answers.find((a) => a.status === 503);
    expect(busy?.text).toContain('The site is busy');
  });
});

describe('the turns of the render queue', () => {
  /** A request as the queue sees it: its answer closes when it ends or its visitor leaves. */
  const visit = (queue: ReturnType<typeof renderQueue>, left = false) => {
    const res = Object.assign(new EventEmitter(), {
      closed: false,
      destroyed: false,
      statusCode: 200,
      status(code: number) { this.statusCode = code; return this; },
      setHeader: () => undefined,
      type() { return this; },
      send: () => undefined,
      json: () => undefined,
    });
    const req = { headers: {}, originalUrl: '/', accepts: () => 'html' };
    const state = { started: false, busy: () => res.statusCode === 503, close: () => {
      res.closed = true;
      res.emit('close');
    } };
    if (left) state.close();
    queue(req as unknown as Request, res as unknown as Response, () => (state.started = true));
    return state;
  };

  it('gives the place of a visitor who leaves while in line to the next one at once', () => {
    const queue = renderQueue({ running: 1, waiting: 1 });
    const first = visit(queue);
    const gone = visit(queue);
    expect([first.started, gone.started, gone.busy()]).toEqual([true, false, false]);
    gone.close(); // the visitor left before their turn
    const next = visit(queue);
    expect(next.busy()).toBe(false);
    expect(visit(queue).busy()).toBe(true); // the line is full again, with a real visitor
    first.close();
    expect(next.started).toBe(true);
    next.close();
    expect(visit(queue).started).toBe(true);
  });

  it('takes no turn for a visitor already gone when their request reaches it', () => {
    const queue = renderQueue({ running: 1, waiting: 0 });
    const gone = visit(queue, true);
    expect(gone.started).toBe(false);
    const next = visit(queue);
    expect(next.started).toBe(true);
  });
});
