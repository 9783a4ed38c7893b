import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORD, type TestApp } from '../../test/test-app.js';
import { Role } from './role.js';

/**
 * "Nobody can delete or demote the last owner" (LEGACY-API §6) must hold when two owners act at the
 * same moment: counting the owners without a lock let each of two owners remove the other (issue 15).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RACES = 12;
const owners = async () => (await t.pool.query(`select count(*)::int as n from users where role = 'owner'`)).rows[0].n as number;

/** Two fresh owners, the only ones, each logged in. */
async function twoOwners() {
  const a = await t.createUser(Role.OWNER);
  const b = await t.createUser(Role.OWNER);
  await t.pool.query(`update users set role = 'admin' where role = 'owner' and id not in ($1, $2)`, [a.id, b.id]);
  const login = async (username: string) => {
    const agent = t.agent();
    await agent.post('/api/login').send({ username, password: PASSWORD }).expect(200);
    return agent;
  };
  return { a, b, asA: await login(a.username), asB: await login(b.username) };
}

const demote = (id: number) => ({ firstName: 'F', lastName: 'L', email: `owner${id}@example.com`, role: 'admin' });
type Agent = Awaited<ReturnType<typeof twoOwners>>['asA'];
const actions: Record<string, (agent: Agent, target: number) => Promise<{ status: number }>> = {
  delete: (agent, target) => agent.delete(`/api/users/${target}`),
  demote: (agent, target) => agent.put(`/api/users/${target}`).send(demote(target)),
};

describe('the last owner under concurrency', () => {
  for (const [first, second] of [['delete', 'delete'], ['demote', 'demote'], ['delete', 'demote']] as const) {
    it(`two owners who ${first} and ${second} each other at once leave an owner (${RACES} races)`, async () => {
      for (let i = 0; i < RACES; i++) {
        const { a, b, asA, asB } = await twoOwners();
        const results = await Promise.all([actions[first]!(asA, b.id), actions[second]!(asB, a.id)]);
        const statuses = results.map((r) => r.status);
        expect(await owners(), `race ${i}: ${statuses.join(', ')}`).toBe(1);
        // One wins; the other is refused (409 last owner, or 401/403 when the winner already removed it).
        expect(statuses.filter((s) => s === 200), `race ${i}`).toHaveLength(1);
        expect([401, 403, 409], `race ${i}`).toContain(statuses.find((s) => s !== 200));
      }
    });
  }
});
