import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { IncomingMessage } from 'node:http';
import type { RequestHandler, Response } from 'express';
import { audit, LogAction, LogKind } from '../modules/logs/audit.js';
import { mayHoldApiTokens, type ApiScope } from '../modules/api-tokens/scopes.js';
import { parseToken, secretMatches } from '../modules/api-tokens/token-secret.js';
import type { Actor } from '../modules/users/actor.js';
import type { Role } from '../modules/users/role.js';
import { TooManyRequestsError } from '../shared/errors.js';
import type { Logger } from '../shared/logger.js';
import type { RateLimits } from './rate-limit.js';

/** Who a request made with an API token acts as, and what the token may do. */
export interface TokenPrincipal {
  id: number;
  name: string;
  scopes: readonly ApiScope[];
  actor: Actor;
  /** Writes the activity-log row of a write made with this token (`field`: the mutation). */
  wrote(field: string, result: unknown): Promise<void>;
}

declare module 'express-serve-static-core' {
  interface Request {
    /** Set by apiTokenAuth for a request with a valid `Authorization: Bearer` token: its cookies are ignored. */
    apiToken?: TokenPrincipal;
  }
}

/** The last-used time moves at most once a minute per token: not a write on every request. */
const LAST_USED_EVERY_S = 60;

/** Refusals, in the project's way: an Albanian message and a code a client words in its own language. */
const REFUSED = {
  TOKEN_INVALID: 'Tokeni i API-së nuk është i vlefshëm.',
  TOKEN_REVOKED: 'Tokeni i API-së është revokuar.',
  TOKEN_EXPIRED: 'Tokeni i API-së ka skaduar.',
} as const;
type Refusal = keyof typeof REFUSED;

/** Whether a request names an API token (`Authorization: Bearer …`): then its cookies never count. */
export function carriesBearer(req: IncomingMessage): boolean {
  return /^bearer(\s|$)/i.test(req.headers.authorization ?? '');
}

interface TokenRow {
  id: number; name: string; scopes: ApiScope[]; secret_hash: string; expires_at: Date; revoked_at: Date | null; last_used_at: Date | null;
  user_id: number; username: string; role: Role; partner_agency_id: number | null; agency_active: boolean | null;
}

/**
 * Mounted on /graphql before the session: a request with `Authorization: Bearer <token>` acts as the
 * token's account with the token's scopes (graphql/token-scopes.ts), or is refused with a 401 (bad,
 * revoked or expired token: it NEVER falls back to the cookie) or a 429 (over the per-token limit,
 * counted in the shared rate_limits table so it holds across instances).
 */
export function apiTokenAuth(orm: MikroORM, limits: RateLimits, logger: Logger): RequestHandler {
  return async (req, res, next) => {
    if (!carriesBearer(req)) return next();
    const parsed = parseToken(req.headers.authorization!.replace(/^bearer/i, '').trim());
    if (!parsed) return refuse(res, 'TOKEN_INVALID');
    const rows = await orm.em.execute<TokenRow[]>(
      `select t.id, t.name, t.scopes, t.secret_hash, t.expires_at, t.revoked_at, t.last_used_at, u.id as user_id, u.username, u.role,
              u.partner_agency_id, a.active as agency_active
         from api_tokens t join users u on u.id = t.user_id left join partner_agencies a on a.id = u.partner_agency_id where t.prefix = ?`, [parsed.prefix]);
    const row = rows[0];
    // An account that may no longer hold tokens (its role changed) has tokens that no longer work; nor
    // does a partner's whose agency the owner deactivated (as its sessions end, users/actor.ts).
    const agencyOff = row?.partner_agency_id != null && row.agency_active !== true;
    if (!row || !secretMatches(parsed.secret, row.secret_hash) || !mayHoldApiTokens(row) || agencyOff) return refuse(res, 'TOKEN_INVALID');
    if (row.revoked_at) return refuse(res, 'TOKEN_REVOKED');
    if (new Date(row.expires_at).getTime() <= Date.now()) return refuse(res, 'TOKEN_EXPIRED');
    try {
      await limits.hitToken(row.id);
    } catch (e) {
      if (!(e instanceof TooManyRequestsError)) throw e;
      res.setHeader('Retry-After', String(e.retryAfterSeconds ?? 60));
      res.status(429).json({ errors: [{ message: e.message, extensions: { code: e.code, reason: 'TOKEN_RATE_LIMIT', retryAfterSeconds: e.retryAfterSeconds } }] });
      return;
    }
    if (!row.last_used_at || Date.now() - new Date(row.last_used_at).getTime() >= LAST_USED_EVERY_S * 1000) {
      // Conditional, so instances racing on one token write it once; a failure only delays the time shown.
      orm.em.execute(
        `update api_tokens set last_used_at = now() where id = ? and (last_used_at is null or last_used_at < now() - interval '${LAST_USED_EVERY_S} seconds')`, [row.id],
      ).catch((err: unknown) => logger.warn({ err }, 'api token: last-used time not kept'));
    }
    // With its agency: a partner's token reads and books for that agency (partners/booking-scope.ts).
    const actor: Actor = { id: row.user_id, username: row.username, role: row.role, partnerAgencyId: row.partner_agency_id };
    req.apiToken = { id: row.id, name: row.name, scopes: row.scopes, actor, wrote: (field, result) => logWrite(orm, actor, row, field, result) };
    next();
  };
}

/** The session, except for a request that acts with an API token (its cookie is ignored). */
export function unlessToken(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (req.apiToken ? next() : handler(req, res, next));
}

function refuse(res: Response, reason: Refusal): void {
  res.setHeader('WWW-Authenticate', `Bearer realm="bani", error="invalid_token", error_description="${reason}"`);
  res.status(401).json({ errors: [{ message: REFUSED[reason], extensions: { code: 'UNAUTHENTICATED', reason } }] });
}

/** One activity-log row per write made with a token: which token (its name), which mutation, what it made. */
async function logWrite(orm: MikroORM, actor: Actor, token: TokenRow, field: string, result: unknown): Promise<void> {
  const em = orm.em.fork() as EntityManager;
  const made = (result as { id?: unknown; reference?: unknown } | null) ?? {};
  audit(em, actor, LogAction.EDIT, LogKind.API_TOKEN, token.id, {
    subject: token.name,
    changes: [{ field: 'operation', to: field }, ...(made.reference ? [{ field: 'reference', to: String(made.reference) }] : made.id ? [{ field: 'id', to: `#${String(made.id)}` }] : [])],
  });
  await em.flush();
}
