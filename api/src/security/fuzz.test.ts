import fc from 'fast-check';
import {
  getNullableType, isEnumType, isInputObjectType, isListType, isNonNullType, isScalarType,
  type GraphQLInputType, type GraphQLSchema,
} from 'graphql';
import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchema } from '../graphql/schema.js';
import { Role } from '../modules/users/role.js';
import { createTestApp, gql, type TestApp } from '../test/test-app.js';
import { operationFor, rootFields } from './graphql-operations.js';
import { appRoutes, type AppRoute } from './routes.js';

/**
 * Property-based fuzzing of every REST write and every GraphQL field with arguments, as the owner
 * (so requests get past the role checks and reach validation and the services):
 * - anything at all: never a 5xx, never a non-JSON answer, the server keeps answering;
 * - a payload that is invalid in every field: a 4xx, and not one row of any table changes.
 * FUZZ_RUNS=200 npx vitest run ... digs deeper than the default used in `npm test`.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 10);
const INVALID_RUNS = Math.max(2, Math.round(RUNS / 4));
const TIMEOUT = 60_000 + RUNS * 4_000;

let t: TestApp;
let schema: GraphQLSchema;
let owner: supertest.Agent;
let ownerLogin: { username: string; password: string };

beforeAll(async () => {
  t = await createTestApp();
  schema = await createSchema();
  ownerLogin = await t.createUser(Role.OWNER);
  owner = t.agent();
  await owner.post('/api/login').send(ownerLogin).expect(200);
  // One row in each catalogue table (id 1), so updates of an existing row are fuzzed too.
  await owner.post('/api/add-shtetin').send({ emri: 'Shqipëri' }).expect(201);
  await owner.post('/api/add-qytetet').send({ emri: 'Tiranë', shtetiId: '1' }).expect(201);
  await owner.post('/api/add-Airports').send({ emri: 'Rinas', akronimi: 'TIA', shtetiId: '1' }).expect(201);
  await owner.post('/api/travel-plans').send({ nisja_nga: 'Prishtinë', destinimi_hoteli: 'Hotel', opsionet_neteve: '7', data: '2031-06-01', udhetaret: '2' }).expect(201);
  await owner.post('/api/add-Aranzhmani').send({
    titulli: 'Verë', shtetiId: '1', cmimi: '450', nrPersonave: '2', nrNeteve: '7', llojiDhomes: 'Double', sherbimi: 'AI',
    dataNisjes: '2031-07-01', dataKthimit: '2031-07-08', airportId: '1', rating: '4',
  }).expect(201);
});
afterAll(() => t.close());

/** The owner's session may end (a fuzzed logout-like call): log in again. */
async function stayLoggedIn() {
  if ((await owner.get('/user')).status !== 200) await owner.post('/api/login').send(ownerLogin).expect(200);
}

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

  it('refuses numbers JavaScript prints in exponent form (1e-7 once crashed class-validator: a 500)', async () => {
    for (const cmimi of [1e-7, 4e-323, 1e21, -1e-7]) {
      const res = await owner.put('/api/Aranzhmani-update/1').set('Content-Type', 'application/json').send(`{"cmimi":${cmimi}}`);
      expect(res.status, String(cmimi)).toBe(400);
      expect(res.body.fields).toHaveProperty('cmimi');
    }
    const g = await gql(owner, 'mutation($p: Float) { updatePackage(id: 1, input: { price: $p }) { id } }', { p: 1e-7 });
    expect(codes(g)).toEqual(['BAD_USER_INPUT']);
  });

  it('refuses U+0000 in any text (PostgreSQL cannot store it: it once made a 500), naming the field', async () => {
    const cases: [string, string, Record<string, unknown>, string][] = [
      ['post', '/api/add-shtetin', { emri: 'Shqi\u0000përi' }, 'emri'],
      ['post', '/api/unsubscribe', { token: '\u0000' }, 'token'],
      ['post', '/api/login', { username: 'owner\u0000', password: 'x' }, 'username'],
      ['post', '/api/contact', { name: 'A', number: '044123456', email: 'a@example.com', message: 'hi\u0000' }, 'message'],
      ['post', '/api/reserveOffer', { item: { titulli: '\u0000' } }, 'item.titulli'],
    ];
    for (const [method, url, body, field] of cases) {
      const res = await owner[method as 'post'](url).send(body);
      expect(res.status, url).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), url).toContain(field);
    }
    for (const [query, variables] of [
      ['mutation { unsubscribe(token: "\\u0000") }', undefined],
      ['mutation($t: String!) { unsubscribe(token: $t) }', { t: 'a\u0000' }],
      ['{ searchPackages(filter: { s: "x\\u0000" }) { total } }', undefined],
      ['mutation($i: CountryInput!) { createCountry(input: $i) { id } }', { i: { name: '\u0000' } }],
    ] as [string, Record<string, unknown> | undefined][]) {
      expect(codes(await gql(owner, query, variables)), query).toEqual(['BAD_USER_INPUT']);
    }
  });

  it('refuses objects with their own toString/valueOf where an id or a number is read (once a 500), naming the field', async () => {
    const item = { titulli: 'Verë', dataNisjes: '2031-07-01', dataKthimit: '2031-07-08', cmimi: 450 };
    const cases: [Record<string, unknown>, string][] = [
      [{ userId: { toString: 1 }, item }, 'userId'],
      [{ userId: { valueOf: 1 }, item }, 'userId'],
      [{ userId: { toString: 'x', valueOf: 2 }, item }, 'userId'],
      [{ item: { id: { toString: 1 } } }, 'item.id'],
      [{ item: { id: { valueOf: 1 } } }, 'item.id'],
      [{ item: { ...item, cmimi: { valueOf: 1 } } }, 'item.cmimi'],
      [{ item: { ...item, titulli: { toString: 1 } } }, 'item.titulli'],
      [{ item: { ...item, dataNisjes: ['2031-07-01'] } }, 'item.dataNisjes'],
    ];
    for (const [body, field] of cases) {
      const res = await owner.post('/api/reserveOffer').send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fields ?? {}), JSON.stringify(body)).toEqual([field]);
    }
  });

  it('refuses lone UTF-16 surrogates in every e-mail (once a 500 inside isEmail), naming the field', async () => {
    const person = { firstName: 'Ana', lastName: 'Hoxha', number: '+38344123456', username: 'ana_surrogate', password: 'Sekret-i-gjate-1' };
    for (const email of ['ana\ud800@example.com', 'ana@example.com\udfff', '\udc00\ud800@example.com']) {
      for (const [url, body] of [
        ['/api/abonohu', { email }],
        ['/api/contact', { name: 'Ana', number: '+38344123456', email, message: 'Përshëndetje' }],
        ['/api/register', { ...person, email }],
        ['/api/registerForm', { ...person, email }],
        ['/api/AddUser', { ...person, email }],
      ] as [string, Record<string, unknown>][]) {
        const res = await owner.post(url).send(body);
        expect(res.status, `${url} ${JSON.stringify(email)}`).toBe(400);
        expect(Object.keys(res.body.fields ?? {}), url).toEqual(['email']);
      }
      await owner.put('/api/users/1').send({ email }).expect(400);
      for (const [query, variables] of [
        ['mutation($i: SubscribeInput!) { subscribe(input: $i) }', { i: { email } }],
        ['mutation($i: ContactInput!) { sendContactMessage(input: $i) }', { i: { name: 'Ana', number: '+38344123456', email, message: 'Hi' } }],
        ['mutation($i: RegisterInput!) { register(input: $i) { id } }', { i: { ...person, email } }],
        ['mutation($i: RegisterInput!) { createUser(input: $i) { id } }', { i: { ...person, email } }],
        ['mutation($i: ProfileInput!) { updateMyProfile(input: $i) { id } }', { i: { email } }],
        ['mutation($i: UserUpdateInput!) { updateUser(id: 1, input: $i) { id } }', { i: { email } }],
      ] as [string, Record<string, unknown>][]) {
        const res = await gql(owner, query, variables);
        expect(codes(res), query).toEqual(['BAD_USER_INPUT']);
        expect(Object.keys(res.body.errors[0].extensions.fields), query).toEqual(['email']);
      }
    }
  });

  it('refuses unpaired surrogates in any text, so what is stored is what was sent (PostgreSQL would store U+FFFD)', async () => {
    for (const emri of ['Shqip\ud800ëri', '\udfff', 'a\ud83d', '\ude00b']) {
      const res = await owner.post('/api/add-shtetin').send({ emri });
      expect(res.status, JSON.stringify(emri)).toBe(400);
      expect(Object.keys(res.body.fields)).toEqual(['emri']);
      const g = await gql(owner, 'mutation($i: CountryInput!) { createCountry(input: $i) { id } }', { i: { name: emri } });
      expect(codes(g)).toEqual(['BAD_USER_INPUT']);
      expect(Object.keys(g.body.errors[0].extensions.fields)).toEqual(['name']);
    }
    // A real pair (an emoji) is text like any other, stored and answered as sent.
    const ok = await owner.post('/api/add-shtetin').send({ emri: 'Vendi \ud83d\ude00' }).expect(201);
    expect(ok.body.emri).toBe('Vendi \ud83d\ude00');
    expect((await owner.get('/api/shtetet')).body.map((c: { emri: string }) => c.emri)).toContain('Vendi \ud83d\ude00');
  });

  it('says a missing or non-text required field is required, in the legacy words of every add form', async () => {
    const forms: [string, Record<string, unknown>, string[]][] = [
      ['/api/add-shtetin', {}, ['emri']],
      ['/api/add-qytetet', { shtetiId: 1 }, ['emri']],
      ['/api/add-Airports', { shtetiId: 1 }, ['emri', 'akronimi']],
      ['/api/travel-plans', { data: '2031-06-01', udhetaret: 2 }, ['nisja_nga', 'destinimi_hoteli', 'opsionet_neteve']],
      ['/api/contact', { number: '+38344123456', email: 'a@example.com' }, ['name', 'message']],
    ];
    for (const [url, base, required] of forms) {
      for (const value of [undefined, 42, true, ['x'], { toString: 1 }, '  ']) {
        const body = { ...base, ...Object.fromEntries(required.map((k) => [k, value])) };
        const res = await owner.post(url).send(body);
        expect(res.status, `${url} ${JSON.stringify(value)}`).toBe(400);
        for (const k of required) expect(res.body.fields[k], `${url} ${k} ${JSON.stringify(value)}`).toMatch(/është i detyrueshëm/);
      }
    }
  });

  it('refuses blank text that the database would refuse (once a 500), naming the legacy field', async () => {
    const res = await owner.post('/api/add-shtetin').send({ emri: '   ' });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fields)).toEqual(['emri']);
    const g = await gql(owner, 'mutation { createCountry(input: { name: " " }) { id } }');
    expect(codes(g)).toEqual(['BAD_USER_INPUT']);
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

const codes = (res: supertest.Response): string[] => (res.body?.errors ?? []).map((e: { extensions?: { code?: string } }) => e.extensions?.code);
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
