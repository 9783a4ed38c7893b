import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' });
});
afterAll(() => t.close());

const rows = async (sql: string, params: unknown[] = []) => (await t.pool.query(sql, params)).rows;

describe('contact messages', () => {
  it('stores the message, queues the staff mail and answers in Albanian, even with SMTP down', async () => {
    const res = await t.agent().post('/api/contact').send({ name: 'Blerta', number: '+38344123123', email: 'Blerta@Example.com', message: 'A ka vende për Antalya?' }).expect(201);
    expect(res.body.message).toMatch(/Faleminderit/);
    expect(await rows(`select name, email, handled from contact_messages`)).toEqual([{ name: 'Blerta', email: 'blerta@example.com', handled: false }]);
    expect(await rows(`select kind, status from outbox where kind = 'contact-staff'`)).toEqual([{ kind: 'contact-staff', status: 'PENDING' }]);
    const bad = await t.agent().post('/api/contact').send({ name: '', email: 'x' }).expect(400);
    expect(Object.keys(bad.body.fields).sort()).toEqual(['email', 'message', 'name', 'number']);
  });

  it('lists messages for staff and marks them handled', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const list = await gql(admin, '{ contactMessages { total items { id name handled } } }');
    const id = list.body.data.contactMessages.items[0].id;
    const upd = await gql(admin, `mutation { setMessageHandled(id: ${id}, handled: true) { handled } }`);
    expect(upd.body.data.setMessageHandled.handled).toBe(true);
    expect((await gql(await t.loginAs(Role.USER), '{ contactMessages { total } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
  });
});

describe('subscriptions', () => {
  it('is idempotent and case-insensitive, sends one welcome, and unsubscribes by token without login', async () => {
    await t.agent().post('/api/abonohu').send({ email: 'Arben@Example.com' }).expect(201);
    await t.agent().post('/api/abonohu').send({ email: 'arben@example.com' }).expect(201);
    const subs = await rows(`select email, token, unsubscribed_at from subscriptions`);
    expect(subs).toHaveLength(1);
    expect(await rows(`select count(*)::int as n from outbox where kind = 'subscription-welcome'`)).toEqual([{ n: 1 }]);
    const mail = (await rows(`select text, headers from outbox where kind = 'subscription-welcome'`))[0];
    expect(mail.text).toContain(`/unsubscribe?token=${subs[0].token}`);
    expect(mail.headers['List-Unsubscribe']).toContain(subs[0].token);

    const un = await gql(t.agent(), 'mutation($t: String!) { unsubscribe(token: $t) }', { t: subs[0].token });
    expect(un.body.data.unsubscribe).toBe(true);
    expect((await rows(`select unsubscribed_at is not null as gone from subscriptions`))[0].gone).toBe(true);
    await t.agent().post('/api/unsubscribe').send({ token: 'not-a-token' }).expect(404);
    // A missing or non-text token is bad input, named like every other field.
    for (const body of [{}, { token: 42 }]) {
      expect((await t.agent().post('/api/unsubscribe').send(body).expect(400)).body.fields).toHaveProperty('token');
    }
    await t.agent().post('/api/abonohu').send({ email: 'not-an-email' }).expect(400);
  });

  it('exports active subscribers as CSV for staff only', async () => {
    await t.agent().post('/api/abonohu').send({ email: 'drini@example.com' }).expect(201);
    await t.agent().post('/api/abonohu').send({ email: '=cmd@example.com' }).expect(201);
    const admin = await t.loginAs(Role.ADMIN);
    const csv = await admin.get('/api/subscribers.csv').expect(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe('email,subscribed_at');
    expect(lines.some((l) => l.startsWith('"drini@example.com"'))).toBe(true);
    expect(lines.some((l) => l.includes('arben@example.com'))).toBe(false);
    // A leading = would run as a formula in a spreadsheet: it is neutralised.
    expect(lines.some((l) => l.startsWith(`"'=cmd@example.com"`))).toBe(true);
    await t.agent().get('/api/subscribers.csv').expect(401);
    await (await t.loginAs(Role.USER)).get('/api/subscribers.csv').expect(403);
  });
});
