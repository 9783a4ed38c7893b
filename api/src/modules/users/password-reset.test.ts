import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, gql, PASSWORD, type TestApp } from '../../test/test-app.js';
import { RESET_MAILS_PER_HOUR } from './password-reset.service.js';
import { Role } from './role.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL: 'https://bani.example' });
});
afterAll(() => t.close());

const ASK = 'mutation($e: String!) { requestPasswordReset(input: { email: $e }) }';
const RESET = 'mutation($t: String!, $p: String!) { resetPassword(input: { token: $t, newPassword: $p }) }';
const NEW_PASSWORD = 'Deti-Jon-2026';

/** Every request recorded has been turned into its link and mail (password-reset-queue.ts runs right after the answer). */
async function requestsTaken(app: TestApp = t): Promise<void> {
  await vi.waitFor(async () => {
    const { rows } = await app.pool.query<{ n: number }>('select count(*)::int as n from password_reset_requests');
    expect(rows[0]!.n).toBe(0);
  }, { timeout: 5000, interval: 20 });
}
const ask = async (email: string) => {
  const res = await gql(t.agent(), ASK, { e: email });
  expect(res.status).toBe(200);
  await requestsTaken();
  return res;
};
const reset = (token: string, password = NEW_PASSWORD) => gql(t.agent(), RESET, { t: token, p: password });
const login = (username: string, password: string) => t.agent().post('/api/login').send({ username, password });

async function mailsTo(email: string) {
  const res = await t.pool.query<{ kind: string; subject: string; text: string }>('select kind, subject, text from outbox where "to" = $1 order by id', [email]);
  return res.rows;
}

/** The token of the newest reset mail to this address (the link's fragment). */
async function tokenMailedTo(email: string): Promise<string> {
  const mail = (await mailsTo(email)).filter((m) => m.kind === 'password-reset').at(-1);
  const link = mail?.text.match(/https:\/\/bani\.example\/rivendos-fjalekalimin#token=([A-Za-z0-9_-]+)/);
  if (!link) throw new Error(`no reset link mailed to ${email}`);
  return link[1]!;
}

describe('password reset by e-mail', () => {
  it('answers the same whether or not an account has the address, and mails only a real account', async () => {
    const u = await t.createUser();
    const email = `${u.username}@example.com`;
    const known = await ask(email.toUpperCase());
    const unknown = await ask(`nobody_${u.username}@example.com`);
    expect(known.body).toEqual({ data: { requestPasswordReset: true } });
    expect(unknown.body).toEqual(known.body);
    expect(await mailsTo(`nobody_${u.username}@example.com`)).toEqual([]);
    const [mail] = await mailsTo(email);
    expect(mail).toMatchObject({ kind: 'password-reset', subject: 'Rivendosni fjalëkalimin tuaj te Bani Travel' });
    expect(mail!.text).toContain('vlen një herë, për 60 minuta');
    // Only a hash is stored: the database holds no working link.
    const token = await tokenMailedTo(email);
    expect(token).toHaveLength(43);
    const stored = await t.pool.query('select token_hash from password_resets where user_id = $1', [u.id]);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(token);
  });

  it('answers before it looks for the account: the same work and the same answer for any address', async () => {
    const u = await t.createUser();
    const known = `${u.username}@example.com`;
    // Nobody may read the accounts table meanwhile: an answer that needed the account would wait here.
    const locker = await t.pool.connect();
    try {
      await locker.query('begin');
      await locker.query('lock table users in access exclusive mode');
      for (const email of [known, `nobody_${u.username}@example.com`]) {
        const started = Date.now();
        const res = await gql(t.agent(), ASK, { e: email }).timeout(3000);
        expect(res.body).toEqual({ data: { requestPasswordReset: true } });
        expect(Date.now() - started, email).toBeLessThan(2000);
      }
      expect(await mailsTo(known)).toEqual([]);
    } finally {
      await locker.query('rollback');
      locker.release();
    }
    // The link comes once the account can be read.
    await requestsTaken();
    expect((await mailsTo(known)).map((m) => m.kind)).toEqual(['password-reset']);
  });

  it('sets the new password once: the old one stops working, the link cannot be used again, every session ends', async () => {
    const u = await t.createUser();
    const email = `${u.username}@example.com`;
    const session = t.agent();
    await session.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
    await ask(email);
    const token = await tokenMailedTo(email);

    expect((await reset(token)).body).toEqual({ data: { resetPassword: true } });
    await login(u.username, PASSWORD).expect(401);
    await login(u.username, NEW_PASSWORD).expect(200);
    await session.get('/user').expect(401);
    expect((await mailsTo(email)).map((m) => m.kind)).toEqual(['password-reset', 'password-changed']);

    const again = await reset(token, 'Another-Pass-2026');
    expect(again.body.errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT', fields: { token: expect.stringMatching(/nuk vlen më/) }, rules: { token: { code: 'RESET_LINK_INVALID' } },
    });
    await login(u.username, NEW_PASSWORD).expect(200);
  });

  it('refuses an expired link', async () => {
    const u = await t.createUser();
    await ask(`${u.username}@example.com`);
    const token = await tokenMailedTo(`${u.username}@example.com`);
    await t.pool.query(`update password_resets set expires_at = now() - interval '1 second' where user_id = $1`, [u.id]);
    const res = await reset(token);
    expect(res.body.errors[0].extensions.rules).toEqual({ token: { code: 'RESET_LINK_INVALID' } });
    await login(u.username, PASSWORD).expect(200);
    await login(u.username, NEW_PASSWORD).expect(401);
  });

  it('makes only the newest link work, and caps the mails one account gets per hour', async () => {
    const u = await t.createUser();
    const email = `${u.username}@example.com`;
    await ask(email);
    const first = await tokenMailedTo(email);
    await ask(email);
    const second = await tokenMailedTo(email);
    expect(second).not.toBe(first);
    expect((await reset(first)).body.errors[0].extensions.code).toBe('BAD_USER_INPUT');
    for (let i = 0; i < RESET_MAILS_PER_HOUR; i++) expect((await ask(email)).body.data.requestPasswordReset).toBe(true);
    expect((await mailsTo(email)).filter((m) => m.kind === 'password-reset')).toHaveLength(RESET_MAILS_PER_HOUR);
    // The last mailed link still works.
    expect((await reset(await tokenMailedTo(email))).body.data.resetPassword).toBe(true);
  });

  it('keeps the link when the new password breaks the rule, and says which rule', async () => {
    const u = await t.createUser();
    await ask(`${u.username}@example.com`);
    const token = await tokenMailedTo(`${u.username}@example.com`);
    const weak = await reset(token, 'password1');
    expect(weak.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', rules: { newPassword: { code: 'PASSWORD_COMMON' } } });
    expect((await reset(token)).body.data.resetPassword).toBe(true);
  });

  it('lets exactly one of two simultaneous uses of a link through', async () => {
    const u = await t.createUser();
    await ask(`${u.username}@example.com`);
    const token = await tokenMailedTo(`${u.username}@example.com`);
    const results = await Promise.all([reset(token, 'Parallel-One-2026'), reset(token, 'Parallel-Two-2026')]);
    expect(results.filter((r) => r.body.data?.resetPassword === true)).toHaveLength(1);
    expect(results.filter((r) => r.body.errors?.[0]?.extensions?.code === 'BAD_USER_INPUT')).toHaveLength(1);
  });

  it('names the field of a malformed request with a 400-style BAD_USER_INPUT, never a 500', async () => {
    const bad = await ask('not-an-email');
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { email: expect.any(String) } });
    const badToken = await reset('../../etc', NEW_PASSWORD);
    expect(badToken.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { token: expect.any(String) } });
    const empty = await gql(t.agent(), 'mutation { resetPassword(input: { token: "", newPassword: "" }) }');
    expect(Object.keys(empty.body.errors[0].extensions.fields).sort()).toEqual(['newPassword', 'token']);
  });
});

describe('a link ends when the account changes', () => {
  const PROFILE = 'mutation($i: ProfileInput!) { updateMyProfile(input: $i) { email } }';
  const CHANGE = 'mutation($o: String!, $n: String!) { changeMyPassword(input: { oldPassword: $o, newPassword: $n }) }';

  async function signedIn(u: { username: string; password: string }) {
    const a = t.agent();
    await a.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
    return a;
  }
  const refusedLink = async (token: string) => {
    const res = await reset(token, 'Some-Other-Pass-2026');
    expect(res.body.errors?.[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', rules: { token: { code: 'RESET_LINK_INVALID' } } });
  };

  it('when the password is changed: every link mailed before stops working', async () => {
    const u = await t.createUser();
    await ask(`${u.username}@example.com`);
    const token = await tokenMailedTo(`${u.username}@example.com`);
    const a = await signedIn(u);
    expect((await gql(a, CHANGE, { o: u.password, n: NEW_PASSWORD })).body.data.changeMyPassword).toBe(true);
    await refusedLink(token);
    await login(u.username, NEW_PASSWORD).expect(200);
  });

  it('when the e-mail is changed, by the customer or by staff: the links mailed to the old address stop working', async () => {
    const u = await t.createUser();
    const old = `${u.username}@example.com`;
    await ask(old);
    const token = await tokenMailedTo(old);
    const moved = await gql(await signedIn(u), PROFILE, { i: { email: `moved_${u.username}@example.com`, currentPassword: u.password } });
    expect(moved.body.data.updateMyProfile.email).toBe(`moved_${u.username}@example.com`);
    await refusedLink(token);

    const v = await t.createUser();
    await ask(`${v.username}@example.com`);
    const staffToken = await tokenMailedTo(`${v.username}@example.com`);
    const admin = await t.loginAs(Role.ADMIN);
    const edited = await gql(admin, `mutation { updateUser(id: ${v.id}, input: { email: "staff_${v.username}@example.com" }) { email } }`);
    expect(edited.body.data.updateUser.email).toBe(`staff_${v.username}@example.com`);
    await refusedLink(staffToken);
    // The account itself goes on: a new link to the new address works.
    await ask(`staff_${v.username}@example.com`);
    expect((await reset(await tokenMailedTo(`staff_${v.username}@example.com`))).body.data.resetPassword).toBe(true);
  });
});

describe('reset links in the outbox', () => {
  it('hides every account\'s link from staff reading the outbox (an admin must not use a customer\'s, nor become an owner), and it still works', async () => {
    await t.pool.query(`update users set email = 'owner@example.com' where username = 'owner'`);
    const customer = await t.createUser();
    const customerEmail = `${customer.username}@example.com`;
    await ask('owner@example.com');
    await ask(customerEmail);
    const stored = await mailsTo('owner@example.com');
    expect(stored.map((m) => m.kind)).toEqual(['password-reset-staff']);
    const token = stored[0]!.text.match(/#token=([A-Za-z0-9_-]+)/)![1]!;
    const customerToken = await tokenMailedTo(customerEmail);
    const admin = await t.loginAs(Role.ADMIN);
    const seen = await gql(admin, '{ outbox(page: { pageSize: 100 }) { items { to kind text } } }');
    for (const to of ['owner@example.com', customerEmail]) {
      const shown = seen.body.data.outbox.items.find((m: { to: string }) => m.to === to);
      expect(shown.text, to).toContain('/rivendos-fjalekalimin#token=…');
    }
    expect(JSON.stringify(seen.body)).not.toContain(token);
    expect(JSON.stringify(seen.body)).not.toContain(customerToken);
    // The rows themselves are untouched: the mails go out with their links.
    expect((await mailsTo('owner@example.com'))[0]!.text).toContain(token);
    expect((await reset(token, 'Owner-Reset-2026!')).body.data.resetPassword).toBe(true);
    expect((await reset(customerToken)).body.data.resetPassword).toBe(true);
  });

  it("hides a customer's link too, in the list and in the opened mail (issue 42)", async () => {
    const u = await t.createUser();
    await ask(`${u.username}@example.com`);
    const [stored] = await mailsTo(`${u.username}@example.com`);
    const token = stored!.text.match(/#token=([A-Za-z0-9_-]+)/)![1]!;
    const admin = await t.loginAs(Role.ADMIN);
    const list = await gql(admin, '{ outbox(page: { pageSize: 100 }) { items { id to text } } }');
    const shown = list.body.data.outbox.items.find((m: { to: string }) => m.to === `${u.username}@example.com`);
    expect(shown.text).toContain('/rivendos-fjalekalimin#token=…');
    const opened = await gql(admin, 'query($id: Int!) { outboxMail(id: $id) { text } }', { id: shown.id });
    expect(opened.body.data.outboxMail.text).toContain('#token=…');
    expect(JSON.stringify([list.body, opened.body])).not.toContain(token);
    expect((await reset(token)).body.data.resetPassword).toBe(true);
  });

  it('forgets the link once the mail is sent', async () => {
    const smtp = await fakeSmtp();
    const sending = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${(smtp.address() as { port: number }).port}` });
    try {
      const u = await sending.createUser();
      await gql(sending.agent(), ASK, { e: `${u.username}@example.com` }).expect(200);
      await requestsTaken(sending);
      // Its delivery job, added with the row, sends it at once (no round of a loop to wait for).
      const read = () => sending.pool.query('select status, text from outbox where "to" = $1', [`${u.username}@example.com`]);
      for (let i = 0; i < 100 && (await read()).rows[0]?.status !== 'SENT'; i++) await new Promise((r) => setTimeout(r, 100));
      expect(sending.mail!.attempts).toEqual({ sent: 1, failed: 0 });
      const row = await read();
      expect(row.rows[0].status).toBe('SENT');
      expect(row.rows[0].text).toContain('#token=…');
      expect(row.rows[0].text).not.toMatch(/#token=[A-Za-z0-9_-]{20,}/);
    } finally {
      await sending.close();
      smtp.close();
    }
  });
});

/** Just enough SMTP for one client to hand over its mails (no TLS, no auth). */
function fakeSmtp(): Promise<Server> {
  const server = createServer((socket) => {
    let buffered = '';
    let inData = false;
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffered += chunk.toString();
      let end: number;
      while ((end = buffered.indexOf('\r\n')) >= 0) {
        const line = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            socket.write('250 queued\r\n');
          }
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'DATA') {
          inData = true;
          socket.write('354 go on\r\n');
        } else if (verb === 'QUIT') {
          socket.end('221 bye\r\n');
        } else {
          socket.write('250 ok\r\n');
        }
      }
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('the profile', () => {
  const PROFILE = 'mutation($i: ProfileInput!) { updateMyProfile(input: $i) { firstName lastName number email } }';

  it('changes name and phone freely; a new e-mail needs the current password and the old address is told', async () => {
    const u = await t.createUser();
    const a = t.agent();
    await a.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
    const named = await gql(a, PROFILE, { i: { firstName: ' Drita ', lastName: 'Krasniqi', number: '+383 49 111 222' } });
    expect(named.body.data.updateMyProfile).toEqual({ firstName: 'Drita', lastName: 'Krasniqi', number: '+383 49 111 222', email: `${u.username}@example.com` });

    const newEmail = `new_${u.username}@example.com`;
    for (const currentPassword of [undefined, 'wrong-password']) {
      const refused = await gql(a, PROFILE, { i: { email: newEmail, currentPassword } });
      expect(refused.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { currentPassword: 'Fjalëkalimi aktual nuk është i saktë.' } });
    }
    const moved = await gql(a, PROFILE, { i: { email: newEmail.toUpperCase(), currentPassword: u.password } });
    expect(moved.body.data.updateMyProfile.email).toBe(newEmail);
    const told = await mailsTo(`${u.username}@example.com`);
    expect(told.map((m) => m.kind)).toEqual(['email-changed']);
    expect(told[0]!.text).toContain(newEmail);
    // Resets go to the new address from now on.
    await ask(newEmail);
    expect(await tokenMailedTo(newEmail)).toHaveLength(43);
    // The same address again (any case) needs no password.
    expect((await gql(a, PROFILE, { i: { email: newEmail.toUpperCase(), firstName: 'Besa' } })).body.data.updateMyProfile.firstName).toBe('Besa');
  });

  it('refuses an e-mail another account has, and a password change mails the account', async () => {
    const u = await t.createUser();
    const other = await t.createUser();
    const a = t.agent();
    await a.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
    const taken = await gql(a, PROFILE, { i: { email: `${other.username}@example.com`, currentPassword: u.password } });
    expect(taken.body.errors[0].extensions).toMatchObject({ code: 'CONFLICT', fields: { email: expect.any(String) } });
    const change = await gql(a, 'mutation($o: String!, $n: String!) { changeMyPassword(input: { oldPassword: $o, newPassword: $n }) }', { o: u.password, n: NEW_PASSWORD });
    expect(change.body.data.changeMyPassword).toBe(true);
    expect((await mailsTo(`${u.username}@example.com`)).map((m) => m.kind)).toEqual(['password-changed']);
    await a.get('/user').expect(200); // the session it was changed from stays
  });
});
