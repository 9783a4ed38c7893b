import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Request, RequestHandler, Response } from 'express';
import { LRUCache } from 'lru-cache';
import type pg from 'pg';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '../modules/users/sessions.js';
import { readingTheAccount } from './session-account.js';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    /** When the user logged in (ms): the absolute lifetime counts from here, however active they are. */
    authAt?: number;
    /** The browser's user agent at login, cut short: "your sessions" names the device by it. */
    ua?: string;
    /** Half signed in (issue 41): the password was right, a second step is still needed; no user yet. */
    pending?: { userId: number; step: PendingStep; at: number };
  }
}

/** What a half signed-in session still needs: a code of the account's app, or enrolling one (staff). */
export type PendingStep = 'CODE' | 'ENROL';
/** A half sign-in lasts this long: then the password is asked again. */
export const PENDING_SIGN_IN_MS = 5 * 60_000;

export const SESSION_COOKIE = 'bani.sid';
export { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS };

declare module 'express-serve-static-core' {
  interface Request {
    /** Set when the request came without a session cookie: starts one (only logging in needs it). */
    startSession?: () => Promise<void>;
  }
}

/**
 * The session only for requests that carry its cookie (ADR 0017): a visitor's request reads no
 * session store and builds no session; logging in starts one on demand (`logIn`).
 *
 * `secure: 'auto'` (production): the cookie is Secure whenever the request came over HTTPS, which behind
 * a proxy needs TRUST_PROXY; plain http (e.g. docker compose on localhost) still gets a working cookie.
 */
export function createSessionMiddleware(opts: { pool: pg.Pool; secret: string; secure: boolean | 'auto'; hints: SessionHints }): RequestHandler {
  const PgStore = connectPgSimple(session);
  const full = session({
    name: SESSION_COOKIE,
    secret: opts.secret,
    // The table is created by a migration (not by connect-pg-simple) so MikroORM knows about it.
    store: touchedAtMostEvery(TOUCH_EVERY_MS, readingTheAccount(opts.pool, 'session',
      new PgStore({ pool: opts.pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }))),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: opts.secure, maxAge: SESSION_IDLE_MS, path: '/' },
  });
  return (req, res, next) => {
    if (req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) {
      opts.hints.keepInStep(req, res);
      return full(req, res, next);
    }
    req.startSession = () => new Promise((resolve, reject) => {
      void full(req, res, (err?: unknown) => (err ? reject(err as Error) : resolve()));
    });
    next();
  };
}

/** What follows a request's session to its answer (visitor-hint.ts: the hint of the visitor's kind). */
interface SessionHints {
  keepInStep(req: Request, res: Response): void;
}

/** How often a session in use has its idle deadline moved in the store: not at every request, a write each. */
const TOUCH_EVERY_MS = 60_000;

/**
 * The store, its `touch` (the idle deadline moved forward: an UPDATE) made at most once a minute per
 * session by this instance: a customer browsing sends many requests a minute, and the deadline, hours
 * away, only needs to move on. The cookie still rolls at every answer; a change to the session is saved
 * at once as before.
 */
function touchedAtMostEvery<S extends session.Store>(ms: number, store: S): S {
  const touchedAt = new LRUCache<string, number>({ max: 100_000 });
  const touch = store.touch?.bind(store);
  if (!touch) return store;
  store.touch = (sid, sess, callback) => {
    const now = Date.now();
    if (now - (touchedAt.get(sid) ?? 0) < ms) return callback?.();
    touchedAt.set(sid, now);
    touch(sid, sess, callback);
  };
  return store;
}

/** Rotates the session id at login (no session fixation) and records who logged in, from what browser. */
export async function logIn(req: Request, userId: number): Promise<void> {
  await freshSession(req, (session) => {
    session.userId = userId;
    session.authAt = Date.now();
    session.ua = req.get('user-agent')?.slice(0, 300);
  });
}

/**
 * Half signs in (issue 41): the password was right and a second step is needed. The session (its id
 * rotated as at login) holds who and what step for PENDING_SIGN_IN_MS, but no user: nothing else is
 * open to it.
 */
export async function beginPendingSignIn(req: Request, userId: number, step: PendingStep): Promise<void> {
  await freshSession(req, (session) => {
    session.pending = { userId, step, at: Date.now() };
  });
}

/** The half sign-in this session is in, while it lasts. */
export function pendingSignIn(req: Request): { userId: number; step: PendingStep; expiresAt: number } | null {
  const pending = req.session?.pending;
  if (!pending || req.session.userId) return null;
  const expiresAt = pending.at + PENDING_SIGN_IN_MS;
  return Date.now() < expiresAt ? { userId: pending.userId, step: pending.step, expiresAt } : null;
}

async function freshSession(req: Request, fill: (session: Request['session']) => void): Promise<void> {
  if (!req.session) await req.startSession?.();
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      fill(req.session);
      req.session.save((e) => (e ? reject(e) : resolve()));
    });
  });
}

/**
 * Ends the session: its row is destroyed and the answer clears its cookie (and so the visitor hint:
 * visitor-hint.ts), so the browser stops sending an id that names no one, whichever way it logged out.
 */
export function logOut(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((err) => {
      if (err) return reject(err);
      if (req.res && !req.res.headersSent) req.res.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax' });
      resolve();
    });
  });
}

/** Ends every session of a user at once (role change, deletion, password change). */
export async function endSessionsOf(pool: pg.Pool, userId: number, exceptSid?: string): Promise<number> {
  const res = await pool.query(
    `DELETE FROM "session" WHERE (sess->>'userId')::int = $1 AND ($2::text IS NULL OR sid <> $2)`,
    [userId, exceptSid ?? null],
  );
  return res.rowCount ?? 0;
}
