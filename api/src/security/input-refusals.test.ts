import type supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codes, startOwnerApp, type OwnerApp } from '../test/owner-app.js';
import { gql } from '../test/test-app.js';

/**
 * Malformed inputs that once made a 500 (or stored something else than was sent), each refused with a
 * 4xx that names the field: the cases fuzz.test.ts found, kept as examples so they stay fixed.
 */
let app: OwnerApp;
let owner: supertest.Agent;

beforeAll(async () => {
  app = await startOwnerApp();
  owner = app.owner;
});
afterAll(() => app.t.close());

describe('REST writes under malformed input', () => {
  it('refuses numbers JavaScript prints in exponent form (1e-7 once crashed class-validator: a 500)', async () => {
    for (const cmimi of [1e-7, 4e-323, 1e21, -1e-7]) {
      const res = await owner.put('/api/Aranzhmani-update/1').set('Content-Type', 'application/json').send(`{"cmimi":${cmimi}}`);
      expect(res.status, String(cmimi)).toBe(400);
      expect(res.body.fields).toHaveProperty('cmimi');
    }
    const g = await gql(owner, 'mutation($p: Float) { updatePackage(id: 1, input: { price: $p }) { id } }', { p: 1e-7 });
    expect(codes(g)).toEqual(['BAD_USER_INPUT']);
    // The same numbers as a partner's commission (a 500 found by the fuzz test), named in the answer.
    for (const commissionPercent of [1e-7, -4e-323, 5e-324]) {
      const agency = await gql(owner, 'mutation($i: PartnerAgencyInput!) { createPartnerAgency(input: $i) { id } }',
        { i: { name: 'Agjencia', commissionPercent, creditLimitCents: 1 } });
      expect(codes(agency), String(commissionPercent)).toEqual(['BAD_USER_INPUT']);
      expect(JSON.stringify(agency.body.errors), String(commissionPercent)).toContain('commissionPercent');
    }
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
});
