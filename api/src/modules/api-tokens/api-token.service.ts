import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, ForbiddenError, NotFoundError } from '../../shared/errors.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { signedIn, type Actor } from '../users/actor.js';
import { User } from '../users/user.entity.js';
import { ApiToken } from './api-token.entity.js';
import type { ApiTokenInput } from './api-token.inputs.js';
import { MAX_TOKENS_PER_USER, mayHoldApiTokens } from './scopes.js';
import { newTokenSecret } from './token-secret.js';

const DAY_MS = 86_400_000;
export const MAY_NOT_HOLD = 'Llogaria juaj nuk mund të ketë tokena API.';

/** Your API tokens (issue 47): create (the secret once), list, revoke. Every change is activity-logged. */
export class ApiTokenService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null) {}

  /** Your tokens, newest first, revoked and expired ones included (the page shows their state). */
  async mine(): Promise<ApiToken[]> {
    const me = this.holder();
    return this.em.find(ApiToken, { user: me.id }, { orderBy: { createdAt: 'desc', id: 'desc' } });
  }

  /** A new token; its whole text is returned here and never again (only the secret's hash is kept). */
  create(input: ApiTokenInput): Promise<{ token: ApiToken; secret: string }> {
    const me = this.holder();
    return this.em.transactional(async (em) => {
      // One at a time per account, so the cap below holds under concurrent creates.
      await em.execute('select id from users where id = ? for update', [me.id]);
      const live = await em.count(ApiToken, { user: me.id, revokedAt: null, expiresAt: { $gt: new Date() } });
      if (live >= MAX_TOKENS_PER_USER) {
        throw new ConflictError(`Keni arritur kufirin e ${MAX_TOKENS_PER_USER} tokenave aktivë: revokoni një para se të krijoni tjetër.`,
          undefined, undefined, { scopes: { code: 'API_TOKENS_LIMIT', params: { max: MAX_TOKENS_PER_USER } } });
      }
      const made = newTokenSecret();
      const scopes = [...new Set(input.scopes)];
      const token = em.create(ApiToken, {
        user: em.getReference(User, me.id), name: input.name.trim(), prefix: made.prefix, secretHash: made.hash, scopes,
        expiresAt: new Date(Date.now() + input.expiresInDays * DAY_MS), createdAt: new Date(),
      });
      await em.flush();
      audit(em, me, LogAction.ADD, LogKind.API_TOKEN, token.id, {
        subject: token.name,
        changes: [{ field: 'scopes', to: scopes.join(', ') }, { field: 'expiresAt', to: token.expiresAt.toISOString().slice(0, 10) }, { field: 'prefix', to: token.prefix }],
      });
      return { token, secret: made.token };
    });
  }

  /** Revokes one of your tokens at once (every instance checks the row on each request); again is a no-op. */
  revoke(id: number): Promise<ApiToken> {
    const me = this.holder();
    return this.em.transactional(async (em) => {
      const token = await em.findOne(ApiToken, { id, user: me.id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!token) throw new NotFoundError('Tokeni');
      if (token.revokedAt) return token;
      token.revokedAt = new Date();
      await em.flush();
      audit(em, me, LogAction.EDIT, LogKind.API_TOKEN, token.id, { subject: token.name, changes: [{ field: 'revokedAt', from: null, to: token.revokedAt.toISOString().slice(0, 10) }] });
      return token;
    });
  }

  /** Signed in, and an account that may hold tokens (scopes.ts mayHoldApiTokens). */
  private holder(): Actor {
    const me = signedIn(this.actor);
    if (!mayHoldApiTokens(me)) throw new ForbiddenError(MAY_NOT_HOLD);
    return me;
  }
}
