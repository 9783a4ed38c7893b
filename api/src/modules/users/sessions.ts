import { createHash } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { NotFoundError } from '../../shared/errors.js';
import { deviceOf, deviceParts, type DeviceParts } from './device.js';

/** Idle lifetime: the cookie expiry rolls forward on every request. */
export const SESSION_IDLE_MS = 12 * 60 * 60 * 1000;
/** Absolute lifetime: a login is never good for more than this. */
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

/** One signed-in session of an account, as "your sessions" lists it. */
export interface SessionView extends DeviceParts {
  /** Not the session id (that is the cookie's secret): a hash of it, enough to name one. */
  id: string;
  device: string;
  userAgent: string | null;
  signedInAt: Date | null;
  lastSeenAt: Date;
  current: boolean;
}

const publicId = (sid: string) => createHash('sha256').update(sid).digest('hex').slice(0, 24);

/**
 * The account's sessions (connect-pg-simple's rows), most recently seen first. Each request rolls a
 * session's expiry forward by the idle lifetime, so it was last seen that long before it expires.
 */
export async function sessionsOf(em: EntityManager, userId: number, currentSid?: string): Promise<SessionView[]> {
  const rows = await em.execute<{ sid: string; ua: string | null; auth_at: string | null; expire: Date }[]>(
    `select sid, sess->>'ua' as ua, sess->>'authAt' as auth_at, expire from "session"
     where (sess->>'userId')::int = ? and expire > now() order by expire desc`,
    [userId]);
  return rows.map((r) => ({
    id: publicId(r.sid),
    device: deviceOf(r.ua),
    ...deviceParts(r.ua),
    userAgent: r.ua,
    signedInAt: r.auth_at ? new Date(Number(r.auth_at)) : null,
    lastSeenAt: new Date(new Date(r.expire).getTime() - SESSION_IDLE_MS),
    current: r.sid === currentSid,
  }));
}

/** Ends one session of the account, named by its public id (another account's is a 404). */
export async function endSessionById(em: EntityManager, userId: number, id: string): Promise<void> {
  const sids = await em.execute<{ sid: string }[]>(`select sid from "session" where (sess->>'userId')::int = ?`, [userId]);
  const sid = sids.find((r) => publicId(r.sid) === id)?.sid;
  if (!sid) throw new NotFoundError('Seanca');
  await em.execute(`delete from "session" where sid = ?`, [sid]);
}
