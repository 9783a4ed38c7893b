import fc from 'fast-check';
import {
  getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType,
  type GraphQLInputType, type GraphQLSchema,
} from 'graphql';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../graphql/schema.js';
import { codes, startOwnerApp, type OwnerApp } from '../test/owner-app.js';
import { gql, type TestApp } from '../test/test-app.js';
import { operationFor, rootFields } from './graphql-operations.js';
import { appRoutes, type AppRoute } from './routes.js';

/**
 * Property-based fuzzing of every REST write and every GraphQL field with arguments, as the owner
 * (so requests get past the role checks and reach validation and the services):
 * - anything at all: never a 5xx, never a non-JSON answer, the server keeps answering;
 * - a payload that is invalid in every field: a 4xx, and not one row of any table changes.
 * The malformed inputs it once found, kept as examples, are in input-refusals.test.ts.
 * FUZZ_RUNS=200 npx vitest run ... digs deeper than the default used in `npm test`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const INVALID_RUNS = Math.max(2, Math.round(RUNS / 4));
const TIMEOUT = 60_000 + RUNS * 4_000;

let t: TestApp;
let schema: GraphQLSchema;
let owner: supertest.Agent;
let stayLoggedIn: OwnerApp['stayLoggedIn'];

beforeAll(async () => {
  ({ t, owner, stayLoggedIn } = await startOwnerApp());
  schema = await createSchema();
});
afterAll(() => t.close());

/** Every table but the session store, rate-limit counters and migration bookkeeping, as one fingerprint. */
async function fingerprint(): Promise<string> {
  const tables = (await t.pool.query(
    `select tablename from pg_tables where schemaname = 'public' and tablename not in ('session', 'rate_limits', 'mikro_orm_migrations') order by 1`,
  )).rows.map((r) => r.tablename as string);
  const sql = tables.map((name) => `select '${name}' as t, count(*)::int as n, md5(coalesce(string_agg(x::text, ',' order by x::text), '')) as h from "${name}" x`).join(' union all ');
  return JSON.stringify((await t.pool.query(sql)).rows);
}

// ---- value generators ------------------------------------------------------------------------

const HUGE = 'x'.repeat(100_000);
const payloads = fc.constantFrom(
  "' OR '1'='1", "'; DROP TABLE users; --", '1; DELETE FROM countries', '" OR ""="', '%', '_', '\\',
  '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', 'javascript:alert(1)', '{{7*7}}', '${7*7}',
  '../../etc/passwd', '\u0000', 'a\u0000b', '\u202e', '\ud83d\ude00', 'Ç\u0308', '١٢٣', ' ', '', 'NaN', 'Infinity', '1e309',
  // Unpaired UTF-16 surrogates (once a 500 in e-mails, and silently stored as U+FFFD elsewhere).
  '\ud800', '\udfff', 'a\ud83d', '\ude00b', '\udc00\ud800', 'ana\ud800@example.com',
  '-0', '0x10', ' 7 ', '2024-02-30', '2024-13-01', '0000-00-00', '31/12/2030', '2030-01-01T99:00:00Z', 'null', 'undefined',
  '__proto__', 'constructor', HUGE,
);
const badNumbers = fc.oneof(
  fc.integer({ min: -1_000_000_000, max: -1 }), fc.constantFrom(0, -0, 2 ** 31, 2 ** 53, Number.MAX_SAFE_INTEGER, 1e308, -1e308, 0.5, 3.14159),
  fc.double({ noNaN: true }),
);
const plausible = fc.oneof(
  fc.constantFrom('Tiranë', 'Hotel Adriatik', '3', '450', '2031-08-01', 'ana@example.com', '+383 44 123 456', 'Sekret123', 'user', 'admin', 'owner'),
  fc.integer({ min: 1, max: 5 }),
);
const strings = fc.oneof(payloads, fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 40 }));
const protoBomb = () => JSON.parse('{"__proto__": {"role": "owner", "isAdmin": true}, "constructor": {"prototype": {"x": 1}}}') as object;
/** Objects that break `Number(x)` and `String(x)` (their own toString/valueOf are not functions): once a 500. */
const trickyObjects = fc.constantFrom<object>({ toString: 1 }, { valueOf: 1 }, { toString: 'x', valueOf: 2 }, { id: { toString: 1 } }, { id: { valueOf: 1 }, cmimi: { toString: 1 } });
const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: strings }, { weight: 2, arbitrary: badNumbers }, { weight: 3, arbitrary: plausible },
  fc.boolean(), fc.constant(null), fc.constant(undefined),
  fc.array(fc.oneof(strings, badNumbers), { maxLength: 3 }), fc.constant(protoBomb()), trickyObjects,
  fc.dictionary(fc.string({ maxLength: 5 }), strings, { maxKeys: 3 }),
);
/** A value of the wrong JSON type for every field the legacy forms have (they are strings or numbers). */
const wrongType = fc.oneof(fc.boolean(), fc.constant([]), fc.array(fc.oneof(fc.string(), fc.integer()), { minLength: 1, maxLength: 3 }), fc.constant([protoBomb()]), trickyObjects);

const LEGACY_KEYS = [
  'username', 'password', 'firstName', 'lastName', 'number', 'email', 'role', 'language', 'emri', 'shtetiId', 'akronimi',
  'qytetiId', 'airportId', 'titulli', 'cmimi', 'nrPersonave', 'nrNeteve', 'llojiDhomes', 'sherbimi', 'dataNisjes', 'dataKthimit',
  'rating', 'seats', 'nisja_nga', 'destinimi_hoteli', 'opsionet_neteve', 'data', 'udhetaret', 'imageBase64', 'title', 'description',
  'name', 'location', 'price', 'stars', 'room_type', 'service', 'price_1', 'price_2', 'nisja', 'tipi_dhomes', 'udhetimi',
  'lloji_dhomes', 'gjat_sezones', 'jasht_sezones', 'message', 'item', 'userId', 'token', 'id',
];
const keys = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...LEGACY_KEYS) }, fc.constantFrom('__proto__', 'constructor', 'prototype', 'toString'), fc.string({ maxLength: 8 }));

/** JSON text written by hand so that `__proto__` really is an own key on the wire. */
const toJson = (entries: [string, unknown][]) => `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(v ?? null)}`).join(',')}}`;

const bodies = fc.oneof(
  { weight: 8, arbitrary: fc.array(fc.tuple(keys, anyValue), { maxLength: 12 }).map(toJson) },
  fc.array(fc.tuple(fc.constantFrom(...LEGACY_KEYS), anyValue), { minLength: 10, maxLength: 30 }).map(toJson),
  fc.constantFrom('[]', '[1,2]', '"text"', '42', 'null', 'true', '{', '{"a":', '{"a":1}}', '\u0000', '', `{"emri":"${HUGE}"}`),
  fc.constant(`${'{"a":'.repeat(2000)}1${'}'.repeat(2000)}`),
);
const ids = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) },
  fc.constantFrom('0', '-1', '999999', '99999999999999999999', 'abc', '1e3', '1.5', ' 1', '%00', '%2e%2e%2f', '%F0%9F%98%80', "1'%20OR%20'1'='1"),
);

const writes = () => appRoutes(t.app).filter((r) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(r.method) && r.key !== 'POST /logout');
const call = (route: AppRoute, id: string, body?: string) => {
  const req = owner[route.method.toLowerCase() as 'post'](route.path.replace(/:\w+/g, id)).set('Accept', 'application/json');
  return body === undefined ? req : req.set('Content-Type', 'application/json').send(body);
};
function expectHandled(res: supertest.Response, what: string) {
  expect(res.status, `${what} → ${res.status} ${res.text.slice(0, 300)}`).toBeLessThan(500);
  expect(res.type, what).toBe('application/json');
}

// ---- REST --------------------------------------------------------------------------------------

describe('REST writes under malformed input', () => {
  it('invalid in every field: a 4xx and nothing stored, changed or deleted', { timeout: TIMEOUT }, async () => {
    const invalid = fc.array(fc.tuple(fc.constantFrom(...LEGACY_KEYS), wrongType), { minLength: LEGACY_KEYS.length, maxLength: LEGACY_KEYS.length })
      .map((values) => toJson(LEGACY_KEYS.map((k, i) => [k, values[i]![1]])));
    let checked = 0;
    for (const route of writes().filter((r) => r.method !== 'DELETE')) {
      await fc.assert(fc.asyncProperty(invalid, async (body) => {
        const before = await fingerprint();
        const res = await call(route, '1', body);
        expect(res.status, `${route.key} accepted ${body.slice(0, 200)}`).toBeGreaterThanOrEqual(400);
        expectHandled(res, route.key);
        expect(await fingerprint(), `${route.key} changed the database`).toBe(before);
        checked++;
      }), { numRuns: INVALID_RUNS });
      await stayLoggedIn();
    }
    expect(checked).toBeGreaterThan(20);
  });

  it('anything at all: never a 5xx or a non-JSON answer', { timeout: TIMEOUT }, async () => {
    // Every write, and the reads that take a path parameter (their only input).
    const reads = appRoutes(t.app).filter((r) => r.method === 'GET' && r.path.includes('/:'));
    for (const route of [...writes(), ...reads]) {
      const bodyless = route.method === 'DELETE' || route.method === 'GET';
      await fc.assert(fc.asyncProperty(ids, bodies, async (id, body) => {
        const res = await call(route, id, bodyless ? undefined : body);
        if (route.method === 'GET' && res.status < 400) return; // e.g. an image: not JSON, and fine
        expectHandled(res, `${route.key} with id ${id}, body ${body.slice(0, 200)}`);
      }), { numRuns: RUNS });
      await stayLoggedIn();
    }
    // Still alive and still answering correctly.
    await t.agent().get('/api/shtetet').expect(200);
  });
});

// ---- GraphQL -----------------------------------------------------------------------------------

const gqlStrings = fc.oneof(payloads, fc.string({ unit: 'binary', maxLength: 40 }));
const LOCAL_DATES = fc.constantFrom('2031-08-01', '2024-02-30', '2031-13-01', '31.12.2031', '', '2031-8-1', '+002031-08-01', HUGE);

/** Values shaped like the argument's type, but extreme; sometimes of the wrong type altogether. */
function arbFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  const t = getNullableType(type);
  let shaped: fc.Arbitrary<unknown>;
  if (isListType(t)) shaped = fc.array(arbFor(t.ofType, depth + 1), { maxLength: 3 });
  else if (isEnumType(t)) shaped = fc.oneof(fc.constantFrom(...t.getValues().map((v) => v.name)), gqlStrings);
  else if (isInputObjectType(t)) {
    const fields = Object.values(t.getFields());
    shaped = depth > 3 ? fc.constant({}) : fc.tuple(
      fc.record(Object.fromEntries(fields.map((f) => [f.name, arbFor(f.type, depth + 1)])), { requiredKeys: [] }),
      fc.array(fc.tuple(fc.constantFrom('__proto__', 'constructor', 'unknownField'), anyValue), { maxLength: 1 }),
    ).map(([known, extra]) => ({ ...known, ...Object.fromEntries(extra) }));
  } else if (isScalarType(t)) {
    shaped = {
      Int: fc.oneof(badNumbers, fc.integer({ min: 1, max: 5 })), Float: badNumbers, Boolean: fc.boolean(), String: gqlStrings,
      ID: gqlStrings, LocalDate: LOCAL_DATES, DateTimeISO: fc.oneof(LOCAL_DATES, fc.constantFrom('2031-08-01T10:00:00Z', 'yesterday')),
    }[t.name] ?? gqlStrings;
  } else shaped = fc.constant(null);
  return fc.oneof({ weight: 8, arbitrary: shaped }, anyValue, ...(isNonNullType(type) ? [] : [fc.constant(null)]));
}

const fuzzedFields = () => rootFields(schema).filter(({ key, field }) => field.args.length > 0 && key !== 'Mutation.logout');

describe('GraphQL arguments under malformed input', () => {
  it('anything at all: never a 5xx, never INTERNAL_SERVER_ERROR', { timeout: TIMEOUT }, async () => {
    for (const { key, kind, field } of fuzzedFields()) {
      const args = fc.record(Object.fromEntries(field.args.map((a) => [a.name, arbFor(a.type)])), { requiredKeys: [] });
      await fc.assert(fc.asyncProperty(args, async (values) => {
        const { query, variables } = operationFor(kind, field, values);
        const res = await gql(owner, query, variables);
        expect(res.status, `${key} ${JSON.stringify(variables).slice(0, 300)}`).toBeLessThan(500);
        expect(codes(res), `${key} ${JSON.stringify(variables).slice(0, 300)}`).not.toContain('INTERNAL_SERVER_ERROR');
      }), { numRuns: RUNS });
      await stayLoggedIn();
    }
  });

  it('wrong type in every required argument: refused, and nothing stored', { timeout: TIMEOUT }, async () => {
    const wrongFor = (type: GraphQLInputType) => (isInputObjectType(getNullableType(type)) ? fc.oneof(fc.string(), fc.integer(), fc.constant([1])) : fc.constant(protoBomb()));
    for (const { key, kind, field } of fuzzedFields()) {
      const required = field.args.filter((a) => isNonNullType(a.type));
      if (!required.length) continue;
      const args = fc.record(Object.fromEntries(required.map((a) => [a.name, wrongFor(a.type)])));
      await fc.assert(fc.asyncProperty(args, async (values) => {
        const before = await fingerprint();
        const { query, variables } = operationFor(kind, field, values);
        const res = await gql(owner, query, variables);
        expect(res.status, key).toBe(400);
        expect(codes(res).length, key).toBeGreaterThan(0);
        expect(new Set(codes(res)), key).toEqual(new Set(['BAD_USER_INPUT']));
        expect(await fingerprint(), `${key} changed the database`).toBe(before);
      }), { numRuns: INVALID_RUNS });
    }
  });
});
