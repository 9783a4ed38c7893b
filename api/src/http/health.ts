import type { IncomingMessage, ServerResponse } from 'node:http';
import { Router } from 'express';

export type Phase = 'starting' | 'ready' | 'draining';

/**
 * Where the process is in its life, as the load balancer must see it: `starting` (listening, but the
 * database, migrations and seed are not done), `ready`, then `draining` from SIGTERM on.
 */
export class Lifecycle {
  phase: Phase = 'starting';
}

const READY_CHECK_TIMEOUT_MS = 2000;

/**
 * `GET /healthz`: the process is alive and answers (a liveness probe: restart me if this fails).
 * `GET /readyz`: send me traffic: ready, and `ready()` (the database answers and has every migration
 * this code knows) holds; 503 while starting, while draining, or when the database is unreachable.
 */
export function healthRoutes(lifecycle: Lifecycle, ready: () => Promise<void>): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ ok: true, status: lifecycle.phase });
  });
  router.get('/readyz', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (lifecycle.phase !== 'ready') {
      res.status(503).json({ ok: false, status: lifecycle.phase });
      return;
    }
    try {
      await withTimeout(ready(), READY_CHECK_TIMEOUT_MS);
      res.json({ ok: true, status: 'ready' });
    } catch (e) {
      // The reason stays in the log: a public probe answer says nothing about our database.
      req.log.warn({ err: e }, 'not ready');
      res.status(503).json({ ok: false, status: 'unavailable' });
    }
  });
  return router;
}

/**
 * What the HTTP server answers before the app exists (database starting, migrations running):
 * alive, not ready, and 503 with Retry-After for everything else.
 */
export function startingHandler(req: IncomingMessage, res: ServerResponse): void {
  const path = (req.url ?? '/').split('?')[0];
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  if (path === '/healthz' && req.method === 'GET') {
    res.end(JSON.stringify({ ok: true, status: 'starting' }));
    return;
  }
  res.statusCode = 503;
  res.setHeader('Retry-After', '2');
  res.end(JSON.stringify(path === '/readyz' ? { ok: false, status: 'starting' } : { error: 'Shërbimi po niset; provoni përsëri pas pak.' }));
}

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    p,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}
