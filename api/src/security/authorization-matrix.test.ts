import type { GraphQLSchema } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../graphql/schema.js';
import { Role } from '../modules/users/role.js';
import { createTestApp, gql, type TestApp } from '../test/test-app.js';
import { operationFor, requiredArgs, rootFields } from './graphql-operations.js';
import { GRAPHQL_POLICY, REST_POLICY, type Access } from './policy.js';
import { appRoutes, sampleUrl } from './routes.js';

/**
 * Every REST route the app really registers and every GraphQL query/mutation of the built schema,
 * called as anonymous, user, partner (issue 47), admin and owner, checked against the explicit policy in policy.ts.
 * Requests carry `{}` bodies and ids that point nowhere: this suite is about WHO gets in, so a 400 or
 * 404 after the role check counts as "let in".
 */
type Who = 'anonymous' | 'user' | 'partner' | 'admin' | 'owner';
type Outcome = 'in' | '401' | '403';
const WHO: Who[] = ['anonymous', 'user', 'partner', 'admin', 'owner'];
const EXPECTED: Record<Access, Record<Who, Outcome>> = {
  // Who may hold API tokens and webhooks (api-tokens/scopes.ts, webhooks/webhook-events.ts): the owner and partners' people.
  integrator: { anonymous: '401', user: '403', partner: 'in', admin: '403', owner: 'in' },
  integratorOrStaff: { anonymous: '401', user: '403', partner: 'in', admin: 'in', owner: 'in' },
  public: { anonymous: 'in', user: 'in', partner: 'in', admin: 'in', owner: 'in' },
  user: { anonymous: '401', user: 'in', partner: 'in', admin: 'in', owner: 'in' },
  customer: { anonymous: '401', user: 'in', partner: '403', admin: '403', owner: '403' },
  partner: { anonymous: '401', user: '403', partner: 'in', admin: '403', owner: '403' },
  staff: { anonymous: '401', user: '403', partner: '403', admin: 'in', owner: 'in' },
  owner: { anonymous: '401', user: '403', partner: '403', admin: '403', owner: 'in' },
};
const ROLE: Record<Exclude<Who, 'anonymous'>, Role> = { user: Role.USER, partner: Role.PARTNER, admin: Role.ADMIN, owner: Role.OWNER };

let t: TestApp;
let schema: GraphQLSchema;
type Agent = ReturnType<TestApp['agent']>;
const agents = {} as Record<Who, Agent>;

beforeAll(async () => {
  t = await createTestApp();
  schema = await createSchema();
  agents.anonymous = t.agent();
  for (const who of ['user', 'partner', 'admin', 'owner'] as const) agents[who] = await t.loginAs(ROLE[who]);
});
afterAll(() => t.close());

/** Logout, a password change... may end the session under test: log in again before the next call. */
async function keepLoggedIn(who: Who) {
  if (who === 'anonymous') return;
  if ((await agents[who].get('/user')).status !== 200) agents[who] = await t.loginAs(ROLE[who]);
}

function missingAndStale(existing: string[], policy: Record<string, unknown>) {
  const have = new Set(existing);
  return { missing: existing.filter((k) => !(k in policy)), stale: Object.keys(policy).filter((k) => !have.has(k)) };
}

describe('authorization matrix: the policy table covers the app exactly', () => {
  it('has an entry for every REST route, and none for routes that are gone', () => {
    const { missing, stale } = missingAndStale(appRoutes(t.app).map((r) => r.key), REST_POLICY);
    expect(missing, 'add these routes to REST_POLICY in api/src/security/policy.ts').toEqual([]);
    expect(stale, 'these REST_POLICY entries name routes the app no longer has').toEqual([]);
  });

  it('has an entry for every GraphQL query and mutation, and none for fields that are gone', () => {
    const { missing, stale } = missingAndStale(rootFields(schema).map((f) => f.key), GRAPHQL_POLICY);
    expect(missing, 'add these fields to GRAPHQL_POLICY in api/src/security/policy.ts').toEqual([]);
    expect(stale, 'these GRAPHQL_POLICY entries name fields the schema no longer has').toEqual([]);
  });
});

// Each test makes a few hundred real calls one after another: give them more than the default 30 s
// so a busy machine slows them down without failing them.
describe('authorization matrix: every role gets what the policy says', { timeout: 120_000 }, () => {
  it('REST routes × {anonymous, user, partner, admin, owner}', async () => {
    const wrong: string[] = [];
    let calls = 0;
    for (const route of appRoutes(t.app)) {
      const policy = REST_POLICY[route.key];
      if (!policy) continue; // reported above
      for (const who of WHO) {
        const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete' | 'patch';
        const req = agents[who][method](sampleUrl(route.path)).set('Accept', 'application/json');
        const res = method === 'get' || method === 'delete' ? await req : await req.send({});
        calls++;
        const got: Outcome = res.status === 401 ? '401' : res.status === 403 ? '403' : 'in';
        const want = EXPECTED[policy.access][who];
        // 503 is the web routes' "web/dist is not built (yet)": not a crash, and not about access.
        if (got !== want || (res.status >= 500 && res.status !== 503)) wrong.push(`${route.key} as ${who}: ${res.status}, expected ${want === 'in' ? 'not 401/403' : want}`);
        if (method !== 'get') await keepLoggedIn(who);
      }
    }
    expect(wrong).toEqual([]);
    expect(calls).toBeGreaterThan(100);
  });

  it('GraphQL queries and mutations × {anonymous, user, partner, admin, owner}', async () => {
    const wrong: string[] = [];
    for (const { key, kind, field } of rootFields(schema)) {
      const policy = GRAPHQL_POLICY[key];
      if (!policy) continue;
      const { query, variables } = operationFor(kind, field, requiredArgs(field, policy.args));
      for (const who of WHO) {
        const res = await gql(agents[who], query, variables);
        const codes: string[] = (res.body.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
        const got: Outcome = codes.includes('UNAUTHENTICATED') ? '401' : codes.includes('FORBIDDEN') ? '403' : 'in';
        const want = EXPECTED[policy.access][who];
        const broken = res.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR') || codes.includes('GRAPHQL_VALIDATION_FAILED');
        if (got !== want || broken) wrong.push(`${key} as ${who}: ${res.status} ${codes.join(',') || 'ok'}, expected ${want === 'in' ? 'no 401/403' : want}`);
        if (kind === 'mutation') await keepLoggedIn(who);
      }
    }
    expect(wrong).toEqual([]);
  });
});
