import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import onHeaders from 'on-headers';
import type { Actor } from '../modules/users/actor.js';
import { STAFF } from '../modules/users/role.js';
import { SESSION_ABSOLUTE_MS } from '../modules/users/sessions.js';
import { SESSION_COOKIE } from './session.js';

/** The cookie that tells the front door which kind of signed-in visitor a session is (ADR 0052). */
export const VISITOR_HINT_COOKIE = 'bani.kind';

/**
 * Which of the page's shared variants a visitor gets (the web app's `VisitorKind`): what the header
 * draws before the app runs (Login, or my bookings + Logout, + Dashboard for staff), so a visitor
 * without JavaScript still sees that they are signed in. A class of visitor, never who they are.
 */
export type VisitorKind = 'anonymous' | 'customer' | 'staff';

/** The kinds of signed-in visitor a public page is drawn for. */
export type SignedInKind = Exclude<VisitorKind, 'anonymous'>;

export const visitorKind = (user: Actor | null): VisitorKind => (!user ? 'anonymous' : STAFF.includes(user.role) ? 'staff' : 'customer');

const cookieOf = (name: string) => new RegExp(`(?:^|;\\s*)${name.replace('.', '\\.')}=([^;]*)`);
const HINT_IN = cookieOf(VISITOR_HINT_COOKIE);
const SID_IN = cookieOf(SESSION_COOKIE);

/**
 * A signed-in visitor's public page is the kept page of their kind (customer or staff), but only the
 * session tells the kind, and reading it costs a round trip to the database and most of an answer's
 * work. So each answer that read the session also says the kind in a cookie of its own, signed for
 * that session id: the front door serves the kind's kept page from it without the session.
 *
 * The hint decides nothing but which shared page is sent (the header's links); every personal read
 * and every action still reads the session. A hint outlives its session only until the next answer
 * that reads the session (the page's own per-visitor query in the browser): that answer clears it.
 */
export class VisitorHints {
  private readonly key: Buffer;

  constructor(secret: string, private readonly secure: boolean | 'auto') {
    // A key of its own, so a hint is never a valid signature of anything else signed with the secret.
    this.key = createHmac('sha256', secret).update('bani.kind: the kind of visitor a session is').digest();
  }

  /** The kind the request's cookies vouch for: a hint signed for the session cookie beside it. */
  kindOf(cookies: string | undefined): SignedInKind | undefined {
    const hint = cookies && HINT_IN.exec(cookies)?.[1];
    const sid = hint ? sessionIdOf(SID_IN.exec(cookies)?.[1]) : undefined;
    return hint && sid ? this.verify(hint, sid) : undefined;
  }

  /**
   * Installed before the session middleware on a request that carries the session cookie: when the
   * answer's headers are written, the hint is set to what the request learnt of its session (renewed
   * when it names another kind or session), or cleared when the session holds no one. A session
   * signed in during this request says nothing yet: its next answer sets the hint.
   */
  keepInStep(req: Request, res: Response): void {
    onHeaders(res, () => {
      // A failed answer (the session store unreachable) says nothing of the session.
      const kind = res.statusCode >= 500 ? null : kindLearnt(req);
      if (kind === null) return;
      const had = HINT_IN.exec(req.headers.cookie ?? '')?.[1];
      const options = { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: this.secure === 'auto' ? req.secure : this.secure };
      if (!kind) {
        if (had !== undefined) res.clearCookie(VISITOR_HINT_COOKIE, options);
        return;
      }
      if (had !== undefined && this.verify(had, req.sessionID) === kind) return;
      res.cookie(VISITOR_HINT_COOKIE, `${kind}.${this.sign(kind, req.sessionID)}`, { ...options, maxAge: SESSION_ABSOLUTE_MS });
    });
  }

  private verify(hint: string, sid: string): SignedInKind | undefined {
    const dot = hint.indexOf('.');
    const kind = hint.slice(0, dot);
    if (kind !== 'customer' && kind !== 'staff') return undefined;
    const given = Buffer.from(hint.slice(dot + 1));
    const expected = Buffer.from(this.sign(kind, sid));
    return given.length === expected.length && timingSafeEqual(given, expected) ? kind : undefined;
  }

  private sign(kind: SignedInKind, sid: string): string {
    return createHmac('sha256', this.key).update(`${kind}\n${sid}`).digest('base64url');
  }
}

/**
 * What the request learnt of its session: the signed-in visitor's kind, undefined when the session
 * holds no one (none, ended, half signed in), null when it cannot tell (signed in during this request,
 * or acting with an API token).
 */
function kindLearnt(req: Request): SignedInKind | undefined | null {
  const userId = req.session?.userId;
  if (!userId) return undefined;
  const user = req.ctx?.user;
  if (!user || req.ctx.token || user.id !== userId) return null;
  return visitorKind(user) as SignedInKind;
}

/** The session id in the session cookie's value (`s:<id>.<signature>`, URL-encoded), unchecked. */
function sessionIdOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return undefined;
  }
  const dot = decoded.lastIndexOf('.');
  return decoded.startsWith('s:') && dot > 2 ? decoded.slice(2, dot) : undefined;
}
