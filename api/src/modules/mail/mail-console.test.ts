import { afterEach, describe, expect, it, vi } from 'vitest';
import { logCapture } from '../../test/log-capture.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

const ASK = 'mutation($e: String!) { requestPasswordReset(input: { email: $e }) }';
let t: TestApp | undefined;
/** A reset is asked for at once and mailed by a queue (issue 41): wait until the request is taken. */
async function askReset(app: TestApp, email: string): Promise<void> {
  await gql(app.agent(), ASK, { e: email });
  await vi.waitFor(async () => {
    const { rows } = await app.pool.query<{ n: number }>('select count(*)::int as n from password_reset_requests');
    expect(rows[0]!.n).toBe(0);
  }, { timeout: 5000, interval: 20 });
}
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('mails without SMTP (issue 42)', () => {
  it('are printed when queued outside production, the reset link included, so a developer can finish a reset', async () => {
    const log = logCapture('info');
    t = await createTestApp({}, { logger: log.logger });
    const u = await t.createUser(Role.USER);
    await askReset(t, `${u.username}@example.com`);
    const printed = log.lines().find((l) => (l.mail as { to?: string } | undefined)?.to === `${u.username}@example.com`);
    expect(printed?.msg).toBe('mail queued (not sent: SMTP_URL is not set)');
    expect((printed?.mail as { text: string }).text).toMatch(/#token=[A-Za-z0-9_-]{20,}/);
  });

  it('make a production start without SMTP warn that resets and confirmations cannot be delivered, and print no mail', async () => {
    const log = logCapture('info');
    t = await createTestApp({ NODE_ENV: 'production' }, { logger: log.logger });
    expect(log.text()).toMatch(/SMTP_URL is not set: no mail is delivered\. Password resets, booking confirmations/);
    const u = await t.createUser(Role.USER);
    await askReset(t, `${u.username}@example.com`);
    expect(log.lines().some((l) => l.mail)).toBe(false);
  });

  it('a start with SMTP neither warns nor prints', async () => {
    const log = logCapture('info');
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' }, { logger: log.logger });
    const u = await t.createUser(Role.USER);
    await askReset(t, `${u.username}@example.com`);
    expect(log.text()).not.toMatch(/SMTP_URL is not set/);
  });
});
