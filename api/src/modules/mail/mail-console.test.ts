import { afterEach, describe, expect, it } from 'vitest';
import { logCapture } from '../../test/log-capture.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

const ASK = 'mutation($e: String!) { requestPasswordReset(input: { email: $e }) }';
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

describe('mails without SMTP (issue 42)', () => {
  it('are printed when queued outside production, the reset link included, so a developer can finish a reset', async () => {
    const log = logCapture('info');
    t = await createTestApp({}, { logger: log.logger });
    const u = await t.createUser(Role.USER);
    await gql(t.agent(), ASK, { e: `${u.username}@example.com` });
    const printed = log.lines().find((l) => (l.mail as { to?: string } | undefined)?.to === `${u.username}@example.com`);
    expect(printed?.msg).toBe('mail queued (not sent: SMTP_URL is not set)');
    expect((printed?.mail as { text: string }).text).toMatch(/#token=[A-Za-z0-9_-]{20,}/);
  });

  it('make a production start without SMTP warn that resets and confirmations cannot be delivered, and print no mail', async () => {
    const log = logCapture('info');
    t = await createTestApp({ NODE_ENV: 'production' }, { logger: log.logger });
    expect(log.text()).toMatch(/SMTP_URL is not set: no mail is delivered\. Password resets, booking confirmations/);
    const u = await t.createUser(Role.USER);
    await gql(t.agent(), ASK, { e: `${u.username}@example.com` });
    expect(log.lines().some((l) => l.mail)).toBe(false);
  });

  it('a start with SMTP neither warns nor prints', async () => {
    const log = logCapture('info');
    t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9' }, { logger: log.logger });
    const u = await t.createUser(Role.USER);
    await gql(t.agent(), ASK, { e: `${u.username}@example.com` });
    expect(log.text()).not.toMatch(/SMTP_URL is not set/);
  });
});
