import type { EntityManager } from '@mikro-orm/postgresql';
import { newTokenSecret } from '../../modules/api-tokens/token-secret.js';

const DAY_MS = 86_400_000;

/**
 * Issue 47: the owner's API tokens page shows something in the demo: an active catalogue token used
 * lately and one revoked. Their secrets are random and thrown away (nobody can use them); a person
 * trying the API creates their own on the page.
 */
export async function seedApiTokens(em: EntityManager): Promise<void> {
  const owner = (await em.execute<{ id: number }[]>(`select id from users where role = 'owner' order by id limit 1`))[0];
  if (!owner) return;
  const now = Date.now();
  const rows = [
    { name: 'Demo: katalogu për faqen e partnerit', scopes: ['CATALOGUE_READ'], created: 20, expires: 345, used: 0.01, revoked: null },
    { name: 'Demo: integrimi i vjetër', scopes: ['CATALOGUE_READ', 'BOOK'], created: 60, expires: 30, used: 9, revoked: 8 },
  ];
  for (const r of rows) {
    const made = newTokenSecret();
    await em.execute(
      `insert into api_tokens (user_id, name, prefix, secret_hash, scopes, created_at, expires_at, last_used_at, revoked_at) values (?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?)`,
      [owner.id, r.name, made.prefix, made.hash, JSON.stringify(r.scopes), new Date(now - r.created * DAY_MS), new Date(now + r.expires * DAY_MS),
        new Date(now - r.used * DAY_MS), r.revoked === null ? null : new Date(now - r.revoked * DAY_MS)],
    );
  }
}
