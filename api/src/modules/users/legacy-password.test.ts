import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { isLegacyBcrypt, needsRehash, verifyPassword } from './password.js';

/**
 * Accounts imported from the old system keep their bcrypt hash (bcryptjs, cost 10) until their first
 * successful login, which replaces it with our scrypt hash. Whatever rules new passwords get, an
 * imported password is only ever compared, never validated.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const hashOf = async (id: number) => (await t.pool.query(`select password_hash from users where id = $1`, [id])).rows[0].password_hash as string;

async function importedUser(password: string, prefix: '2a' | '2b') {
  const u = await t.createUser();
  const legacy = bcrypt.hashSync(password, 10).replace(/^\$2[ab]\$/, `$${prefix}$`);
  await t.pool.query(`update users set password_hash = $1 where id = $2`, [legacy, u.id]);
  return { ...u, legacy };
}

describe('legacy bcrypt passwords', () => {
  it('recognises only the bcrypt hashes the old system wrote, at a cost a login can afford', () => {
    const ten = bcrypt.hashSync('x', 10);
    expect(isLegacyBcrypt(ten)).toBe(true);
    expect(isLegacyBcrypt(ten.replace('$2b$', '$2a$'))).toBe(true);
    expect(isLegacyBcrypt(ten.replace('$10$', '$14$'))).toBe(false);
    expect(isLegacyBcrypt('secret123')).toBe(false);
    expect(needsRehash(ten)).toBe(true);
  });

  it('logs in over REST with the old password, then stores and uses our own hash', async () => {
    const u = await importedUser('abc12', '2a');
    await t.agent().post('/api/login').send({ username: u.username, password: 'abc123' }).expect(401);
    expect(await hashOf(u.id)).toBe(u.legacy);
    await t.agent().post('/api/login').send({ username: u.username, password: 'abc12' }).expect(200);
    const stored = await hashOf(u.id);
    expect(stored).toMatch(/^scrypt\$/);
    expect(await verifyPassword('abc12', stored)).toBe(true);
    await t.agent().post('/api/login').send({ username: u.username, password: 'abc12' }).expect(200);
  });

  it('logs in over GraphQL the same way ($2b$, a password as typed, not normalised)', async () => {
    const password = 'Ｐass ünï';
    const u = await importedUser(password, '2b');
    const res = await gql(t.agent(), `mutation($i: LoginInput!) { login(input: $i) { username role } }`, { i: { username: u.username, password } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.login).toEqual({ username: u.username, role: 'USER' });
    expect(await hashOf(u.id)).toMatch(/^scrypt\$/);
  });
});
