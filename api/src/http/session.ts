import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type { Request, RequestHandler } from 'express';
import type pg from 'pg';

declare module 'express-session' {
  interface SessionData {
    userId?: number;
    /** When the user logged in (ms): the absolute lifetime counts from here, however active they are. */
    authAt?: number;
  }
}

export const SESSION_COOKIE = 'bani.sid';
/** Idle lifetime: the cookie expiry rolls forward on every request. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** Absolute lifetime: a login is never good for more than this. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

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
export function createSessionMiddleware(opts: { pool: pg.Pool; secret: string; secure: boolean | 'auto' }): RequestHandler {
  const PgStore = connectPgSimple(session);
  const full = session({
    name: SESSION_COOKIE,
    secret: opts.secret,
    // The table is created by a migration (not by connect-pg-simple) so MikroORM knows about it.
    store: new PgStore({ pool: opts.pool, tableName: 'session', createTableIfMissing: false, pruneSessionInterval: 15 * 60 }),
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: opts.secure, maxAge: SESSION_IDLE_MS, path: '/' },
  });
  return (req, res, next) => {
    if (req.headers.cookie?.includes(`${SESSION_COOKIE}=`)) return full(req, res, next);
    req.startSession = () => new Promise((resolve, reject) => {
      void full(req, res, (err?: unknown) => (err ? reject(err as Error) : resolve()));
    });
    next();
  };
}

/** Rotates the session id at login (no session fixation) and records who logged in. */
export async function logIn(req: Request, userId: number): Promise<void> {
  if (!req.session) await req.startSession?.();
  return new Promise((resolve, reject) => {
    req.session.regenerate((err) => {
      if (err) return reject(err);
      req.session.userId = userId;
      req.session.authAt = Date.now();
      req.session.save((e) => (e ? reject(e) : resolve()));
    });
  });
}

/** Destroys the server-side session; the cookie is cleared by the caller's response. */
export function logOut(req: Request): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!req.session) return resolve();
    req.session.destroy((err) => (err ? reject(err) : resolve()));
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
