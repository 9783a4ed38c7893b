import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, PASSWORD, type TestApp } from '../../test/test-app.js';
import { Role } from './role.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const loginAgent = async (username: string, password = PASSWORD) => {
  const a = t.agent();
  await a.post('/api/login').send({ username, password }).expect(200);
  return a;
};
const ownerAgent = () => loginAgent('owner', 'Owner-Bani-2026!');
const putRole = (id: number, role: string) => ({ firstName: 'F', lastName: 'L', email: `x${id}@example.com`, role });

describe('user management rules', () => {
  it('lists users for staff without any password hash', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const res = await admin.get('/api/users-get').expect(200);
    expect(res.body[0]).toEqual(expect.objectContaining({ id: expect.any(Number), username: expect.any(String), role: expect.any(String) }));
    expect(JSON.stringify(res.body)).not.toMatch(/scrypt|password/i);
    const g = await gql(admin, '{ users(page: { pageSize: 5 }) { total items { id username role } } }');
    expect(g.body.data.users.items.length).toBeGreaterThan(0);
    await (await t.loginAs(Role.USER)).get('/api/users-get').expect(403);
  });

  it('lets an admin manage USER accounts only, never roles', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const user = await t.createUser(Role.USER);
    const otherAdmin = await t.createUser(Role.ADMIN);
    const upd = await admin.put(`/api/users/${user.id}`).send({ firstName: 'Ema', lastName: 'Hoxha', email: `ema${user.id}@example.com`, role: 'user' }).expect(200);
    expect(upd.body).toMatchObject({ id: user.id, firstName: 'Ema', lastName: 'Hoxha', role: 'user' });
    expect(upd.body).not.toHaveProperty('passwordHash');
    await admin.put(`/api/users/${user.id}`).send(putRole(user.id, 'admin')).expect(403);
    await admin.put(`/api/users/${otherAdmin.id}`).send(putRole(otherAdmin.id, 'admin')).expect(403);
    await admin.delete(`/api/users/${otherAdmin.id}`).expect(403);
    const owner = (await t.agent().post('/api/login').send({ username: 'owner', password: 'Owner-Bani-2026!' })).body.user;
    await admin.put(`/api/users/${owner.id}`).send(putRole(owner.id, 'owner')).expect(403);
    const promote = await gql(admin, 'mutation($i: RegisterInput!) { createUser(input: $i, role: ADMIN) { id } }', {
      i: { firstName: 'A', lastName: 'B', number: '+38344000111', email: 'promo@example.com', username: 'promo_user', password: 'Secret123' },
    });
    expect(promote.body.errors[0].extensions.code).toBe('FORBIDDEN');
    await admin.post('/api/AddUser').send({ firstName: 'A', lastName: 'B', number: '+38344000112', email: 'plain@example.com', username: 'plain_user', password: 'Sekret-123' }).expect(201);
    await admin.delete(`/api/users/${user.id}`).expect(200);
  });

  it('lets an owner change roles, but nobody demotes or deletes themselves or the last owner', async () => {
    const owner = await ownerAgent();
    const ownerId = (await owner.get('/user')).body.user.id;
    const user = await t.createUser(Role.USER);
    expect((await owner.put(`/api/users/${user.id}`).send(putRole(user.id, 'admin')).expect(200)).body.role).toBe('admin');
    await owner.put(`/api/users/${ownerId}`).send(putRole(ownerId, 'user')).expect(403);
    await owner.delete(`/api/users/${ownerId}`).expect(403);
    // With a second owner, one owner may demote the other; the one left is then the last owner and
    // can neither demote nor delete themselves, and admins cannot touch owners at all.
    const second = await t.createUser(Role.OWNER);
    const secondAgent = await loginAgent(second.username);
    await secondAgent.put(`/api/users/${ownerId}`).send(putRole(ownerId, 'admin')).expect(200);
    await secondAgent.put(`/api/users/${second.id}`).send(putRole(second.id, 'user')).expect(403);
    await secondAgent.delete(`/api/users/${second.id}`).expect(403);
    const demoted = await loginAgent('owner', 'Owner-Bani-2026!');
    await demoted.put(`/api/users/${second.id}`).send(putRole(second.id, 'user')).expect(403);
    const restore = await gql(secondAgent, `mutation { updateUser(id: ${ownerId}, input: { role: OWNER }) { role } }`);
    expect(restore.body.data.updateUser.role).toBe('OWNER');
  });

  it('ends the sessions of a user whose role changes or who is deleted', async () => {
    const owner = await ownerAgent();
    const victim = await t.createUser(Role.USER);
    const session = await loginAgent(victim.username);
    await session.get('/user').expect(200);
    await owner.put(`/api/users/${victim.id}`).send(putRole(victim.id, 'admin')).expect(200);
    await session.get('/user').expect(401);
    const again = await loginAgent(victim.username);
    await owner.delete(`/api/users/${victim.id}`).expect(200);
    await again.get('/user').expect(401);
  });

  it('keeps log rows readable after the staff member who wrote them is deleted', async () => {
    const owner = await ownerAgent();
    const staff = await t.createUser(Role.ADMIN);
    const staffAgent = await loginAgent(staff.username);
    await staffAgent.post('/api/add-shtetin').send({ emri: `Vend ${staff.id}` }).expect(201);
    await owner.delete(`/api/users/${staff.id}`).expect(200);
    const logs = (await owner.get('/api/logs').expect(200)).body;
    expect(logs).toContainEqual(expect.objectContaining({ userId: staff.id, username: staff.username, action: 'add' }));
    expect(logs).toContainEqual(expect.objectContaining({ action: 'delete', entity: 'Përdoruesi', details: expect.stringContaining(staff.username) }));
  });

  it('lets a user edit their profile and change their password with the old one', async () => {
    const u = await t.createUser(Role.USER);
    const a = await loginAgent(u.username);
    const other = await loginAgent(u.username);
    const prof = await gql(a, 'mutation { updateMyProfile(input: { firstName: "Drita", language: "en" }) { firstName language } }');
    expect(prof.body.data.updateMyProfile).toEqual({ firstName: 'Drita', language: 'en' });
    const wrong = await gql(a, 'mutation { changeMyPassword(input: { oldPassword: "nope-nope", newPassword: "NewPass123" }) }');
    expect(wrong.body.errors[0].extensions.fields).toHaveProperty('oldPassword');
    const ok = await gql(a, `mutation { changeMyPassword(input: { oldPassword: "${PASSWORD}", newPassword: "NewPass123" }) }`);
    expect(ok.body.data.changeMyPassword).toBe(true);
    await a.get('/user').expect(200);
    await other.get('/user').expect(401);
    await t.agent().post('/api/login').send({ username: u.username, password: PASSWORD }).expect(401);
    await t.agent().post('/api/login').send({ username: u.username, password: 'NewPass123' }).expect(200);
  });
});
