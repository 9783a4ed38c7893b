import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, getIntrospectionQuery, parse, validate, type DocumentNode } from 'graphql';
import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app.js';
import { loadConfig } from '../config/env.js';
import { queryLimitsRule, QUERY_LIMITS } from '../graphql/limits.js';
import { createSchema } from '../graphql/schema.js';
import { Role } from '../modules/users/role.js';
import { logCapture } from '../test/log-capture.js';
import { REPO_ROOT } from '../test/paths.js';
import { createTestApp, gql, type TestApp } from '../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const codes = (res: supertest.Response): string[] => (res.body.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);

describe('query limits (depth, cost, aliases)', () => {
  // A schema with the cycles ours does not have yet, so the rule is proven before someone adds one.
  const cyclic = buildSchema(`
    type Query { countries: [Country!]! me: User }
    type Country { id: Int! name: String! cities: [City!]! }
    type City { id: Int! country: Country! }
    type User { id: Int! friend: User }
  `);
  const errorsOf = (query: string) => validate(cyclic, parse(query), [queryLimitsRule()]).map((e) => e.message);
  const nest = (levels: number) => `{ me { ${'friend { '.repeat(levels - 2)}id${' }'.repeat(levels - 2)} } }`;

  it(`allows ${QUERY_LIMITS.maxDepth} levels and refuses ${QUERY_LIMITS.maxDepth + 1}, counting fragments and inline fragments`, () => {
    expect(errorsOf(nest(QUERY_LIMITS.maxDepth))).toEqual([]);
    expect(errorsOf(nest(QUERY_LIMITS.maxDepth + 1))[0]).toMatch(/nested 9 levels deep; at most 8/);
    const viaFragments = `{ me { ...A } } fragment A on User { friend { ...B } } fragment B on User { friend { ... on User { friend { friend { friend { friend { friend { friend { id } } } } } } } } }`;
    expect(errorsOf(viaFragments)[0]).toMatch(/nested \d+ levels deep/);
  });

  it('estimates list fan-out: nested lists are refused long before they are deep', () => {
    expect(errorsOf('{ countries { id name cities { id country { name } } } }')).toEqual([]);
    const fanOut = '{ countries { cities { country { cities { country { cities { id } } } } } } }';
    expect(errorsOf(fanOut)[0]).toMatch(/would cost about \d+; at most 5000/);
  });

  it('limits aliases (one request must not become hundreds of resolver calls)', () => {
    const aliases = (n: number) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: me { id }`).join(' ')} }`;
    expect(errorsOf(aliases(QUERY_LIMITS.maxAliases))).toEqual([]);
    expect(errorsOf(aliases(QUERY_LIMITS.maxAliases + 1))[0]).toMatch(/uses 21 aliases; at most 20/);
  });

  it('survives a fragment cycle (reported by graphql-js, not a stack overflow here)', () => {
    expect(() => errorsOf('{ me { ...A } } fragment A on User { friend { ...A } }')).not.toThrow();
  });

  it('lets every operation of the web client through (web/src/gql)', async () => {
    // One generated module per document (web/codegen/split-operations.ts).
    const dir = path.join(REPO_ROOT, 'web', 'src', 'gql', 'operations');
    if (!existsSync(dir)) return;
    const files = readdirSync(dir).filter((name) => name.endsWith('Document.ts'));
    const docs = files.flatMap((name) => [...readFileSync(path.join(dir, name), 'utf8').matchAll(/export const (\w+Document) = (\{.*\}) as unknown as DocumentNode/g)]);
    expect(docs.length).toBe(files.length);
    expect(docs.length).toBeGreaterThan(50);
    const schema = await createSchema();
    for (const [, name, json] of docs) {
      expect(validate(schema, JSON.parse(json!) as DocumentNode, [queryLimitsRule()]).map((e) => e.message), name).toEqual([]);
    }
  });

  it('refuses an over-limit operation over HTTP with 400 before running it', async () => {
    const many = `mutation { ${Array.from({ length: 25 }, (_, i) => `a${i}: login(input: { username: "owner", password: "guess${i}" }) { id }`).join(' ')} }`;
    const res = await gql(t.agent(), many);
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(res.body.data).toBeUndefined();
  });
});

describe('batching', () => {
  it('refuses batched operations (one HTTP request must not carry many logins)', async () => {
    const res = await t.agent().post('/graphql').set('Content-Type', 'application/json')
      .send([{ query: '{ me { id } }' }, { query: '{ me { id } }' }]);
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/"data"/);
  });
});

describe('introspection', () => {
  it('stays on: the full introspection query (as GraphiQL sends it) passes every limit', async () => {
    const query = getIntrospectionQuery({ descriptions: true, specifiedByUrl: true, directiveIsRepeatable: true, schemaDescription: true, inputValueDeprecation: true });
    const res = await gql(t.agent(), query).expect(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.__schema.queryType.name).toBe('Query');
  });

  // Issue 15: aliased `__schema` fields escaped every limit; 1,000 of them made a 62 MB answer that
  // blocked the server for seconds.
  const cyclic = buildSchema('type Query { me: User } type User { id: Int! friend: User }');
  const errorsOf = (query: string) => validate(cyclic, parse(query), [queryLimitsRule()]).map((e) => e.message);
  const aliased = (n: number, field: string) => `{ ${Array.from({ length: n }, (_, i) => `a${i}: ${field}`).join(' ')} }`;

  it('counts introspection fields toward the alias limit, and allows one __schema per operation', () => {
    expect(errorsOf('{ __schema { queryType { name } } __typename }')).toEqual([]);
    expect(errorsOf(aliased(QUERY_LIMITS.maxAliases + 1, '__type(name: "User") { name }'))).toEqual([expect.stringMatching(/uses 21 aliases; at most 20/)]);
    expect(errorsOf(aliased(QUERY_LIMITS.maxAliases + 1, '__typename'))).toEqual([expect.stringMatching(/uses 21 aliases/)]);
    expect(errorsOf('{ __schema { queryType { name } } again: __schema { queryType { name } } }')).toEqual([expect.stringMatching(/__schema 2 times; at most once/)]);
  });

  it('counts introspection toward the cost limit', () => {
    const heavy = '__type(name: "User") { fields { name args { name type { name ofType { name } } } } }';
    expect(errorsOf(`{ ${heavy} }`)).toEqual([]);
    expect(errorsOf(aliased(QUERY_LIMITS.maxAliases, heavy))).toEqual([expect.stringMatching(/would cost about \d+; at most 5000/)]);
  });

  it('refuses a thousand aliased __schema fields quickly, and keeps answering others meanwhile', async () => {
    const bomb = aliased(1000, '__schema { types { name fields { name } } }');
    const started = performance.now();
    const attack = gql(t.agent(), bomb).then((res) => ({ res, ms: performance.now() - started }));
    // The health check, asked while the bomb is being handled, answers at once.
    const health = await (async () => {
      const t0 = performance.now();
      await t.agent().get('/healthz').expect(200);
      return performance.now() - t0;
    })();
    const { res, ms } = await attack;
    expect(res.status).toBe(400);
    expect(res.text.length).toBeLessThan(10_000);
    expect(ms).toBeLessThan(1_500);
    expect(health).toBeLessThan(1_000);
    // The same fields without aliases (graphql-js would compare every pair of them) are refused too.
    const repeated = await gql(t.agent(), `{ ${Array.from({ length: 1000 }, () => '__schema { types { name } }').join(' ')} }`);
    expect(repeated.status).toBe(400);
  });

  it('refuses a cyclic introspection bomb (graphql-js MaxIntrospectionDepthRule)', async () => {
    const bomb = '{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }';
    const res = await gql(t.agent(), bomb);
    expect(res.status).toBe(400);
    expect(codes(res)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
  });
});

describe('page sizes', () => {
  it('caps pageSize at 100 on public and staff lists', async () => {
    const search = await gql(t.agent(), '{ searchPackages(page: { pageSize: 101 }) { total } }');
    expect(codes(search)).toEqual(['BAD_USER_INPUT']);
    const admin = await t.loginAs(Role.ADMIN);
    for (const q of ['{ logs(page: { pageSize: 100000 }) { total } }', '{ users(page: { pageSize: 101 }) { total } }', '{ logs(page: { page: 0 }) { total } }']) {
      expect(codes(await gql(admin, q)), q).toEqual(['BAD_USER_INPUT']);
    }
    expect(codes(await gql(t.agent(), '{ searchPackages(page: { pageSize: 100 }) { total } }'))).toEqual([]);
  });
});

describe('error masking: no stack trace or SQL in any answer, in any NODE_ENV', () => {
  const LEAKS = /stack|stacktrace|\bat [\w.<>]+ \(|node_modules|\/src\/|relation "|select |insert |syntax error at|postgres|mikro/i;

  for (const env of ['development', 'production', 'test'] as const) {
    it(`masks an unexpected database failure on both edges (NODE_ENV=${env})`, async () => {
      const config = loadConfig({ NODE_ENV: env, DATABASE_URL: t.databaseUrl, SESSION_SECRET: 'test-secret-'.padEnd(40, 'x') });
      const logged = logCapture();
      const handle = await createApp(config, t.orm, t.databaseUrl, { logger: logged.logger });
      await t.pool.query('alter table countries rename to countries_gone');
      try {
        const a = supertest.agent(handle.listener);
        const rest = await a.get('/api/shtetet');
        expect(rest.status).toBe(500);
        expect(rest.body).toEqual({ error: 'Ndodhi një gabim i papritur.' });

        const g = await gql(a, '{ countries { id name } }');
        expect(g.body.errors).toHaveLength(1);
        expect(g.body.errors[0].message).toBe('Ndodhi një gabim i papritur.');
        expect(g.body.errors[0].extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
        for (const text of [rest.text, g.text]) expect(text).not.toMatch(LEAKS);
        // The real error is logged for us (with the request's id), not sent.
        const errors = logged.lines().filter((l) => l.level === 50 && l.err);
        expect(errors.map((l) => l.msg)).toEqual(expect.arrayContaining(['unexpected error', 'graphql: unexpected error']));
        for (const l of errors) expect(l.requestId).toEqual(expect.any(String));
        // And the request's own line says it failed, at the error level, with the same id.
        const failed = logged.lines().find((l) => l.msg === 'request failed' && l.url === '/api/shtetet');
        expect(failed).toMatchObject({ level: 50, status: 500, route: '/api/shtetet' });
        expect(errors.map((l) => l.requestId)).toContain(failed!.requestId);

        // GraphQL's own errors keep their message but never carry a stack trace either.
        for (const bad of ['{ countries { nope } }', '{ countries {', 'query($x: Int!) { country(id: $x) { id } }']) {
          const res = await gql(a, bad);
          expect(res.status).toBeLessThan(500);
          expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|node_modules|\bat [\w.<>]+ \(/);
        }
      } finally {
        await t.pool.query('alter table countries_gone rename to countries');
        await handle.close();
      }
    });
  }
});

describe('variables that cannot be coerced', () => {
  it('answer 61 bad items of one list variable with one BAD_USER_INPUT, no stack, and no error in the log', async () => {
    const config = loadConfig({ NODE_ENV: 'production', DATABASE_URL: t.databaseUrl, SESSION_SECRET: 'test-secret-'.padEnd(40, 'x') });
    const logged = logCapture();
    const handle = await createApp(config, t.orm, t.databaseUrl, { logger: logged.logger });
    try {
      const a = supertest.agent(handle.listener);
      const QUOTE = 'query($i: QuoteInput!) { bookingQuote(input: $i) { total } }';
      const res = await gql(a, QUOTE, { i: { packageId: 1, adults: 2, childAges: Array.from({ length: 61 }, (_, n) => `age ${n}`) } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveLength(1);
      expect(res.body.errors[0]).toMatchObject({ message: expect.stringMatching(/^Variable "\$i" got invalid value/), extensions: { code: 'BAD_USER_INPUT' } });
      expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|node_modules|\bat [\w.<>]+ \(/);
      // Two bad variables: one error each.
      const two = await gql(a, 'query($a: Int!, $b: Int!) { country(id: $a) { id } city(id: $b) { id } }', { a: 'x', b: 'y' });
      expect(two.body.errors.map((e: { message: string }) => e.message.slice(0, 12))).toEqual(['Variable "$a', 'Variable "$b']);
      expect(codes(two)).toEqual(['BAD_USER_INPUT', 'BAD_USER_INPUT']);
      expect(logged.lines().filter((l) => (l.level as number) >= 50)).toEqual([]);
    } finally {
      await handle.close();
    }
  });
});
