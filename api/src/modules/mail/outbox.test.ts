import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastLogs } from '../../test/content-fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const RESEND = 'mutation($id: Int!) { resendMail(id: $id) { id status attempts nextAttemptAt } }';
const OPEN = 'query($id: Int!) { outboxMail(id: $id) { id to subject kind text status lastError } }';

async function failedMail(): Promise<number> {
  const { rows } = await t.pool.query(
    `insert into outbox (kind, "to", subject, text, status, attempts, next_attempt_at, last_error, created_at)
     values ('contact-staff', 'info@bani-travel.com', 'Mesazh i ri', 'Emri: Besa', 'FAILED', 8, now(), 'connect ECONNREFUSED', now()) returning id`);
  return rows[0].id as number;
}

describe('the outbox for staff (issue 42)', () => {
  it('opens one mail with its text and its delivery state', async () => {
    const id = await failedMail();
    const admin = await t.loginAs(Role.ADMIN);
    const mail = (await gql(admin, OPEN, { id })).body.data.outboxMail;
    expect(mail).toEqual({ id, to: 'info@bani-travel.com', subject: 'Mesazh i ri', kind: 'contact-staff', text: 'Emri: Besa', status: 'FAILED', lastError: 'connect ECONNREFUSED' });
    expect((await gql(admin, OPEN, { id: 999999 })).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('sends a failed mail again: queued as new, due now, and written in the activity log', async () => {
    const id = await failedMail();
    const admin = await t.loginAs(Role.ADMIN);
    const resent = (await gql(admin, RESEND, { id })).body.data.resendMail;
    expect(resent).toMatchObject({ id, status: 'PENDING', attempts: 0 });
    expect(Date.parse(resent.nextAttemptAt)).toBeLessThanOrEqual(Date.now());
    const [log] = await lastLogs(t);
    expect(log).toMatchObject({ action: 'edit', entity: 'Email', detail: { subject: 'Mesazh i ri → info@bani-travel.com', changes: [{ field: 'status', from: 'FAILED', to: 'PENDING' }] } });
    // Only a failed mail: one waiting or sent is not sent twice by a click.
    expect((await gql(admin, RESEND, { id })).body.errors[0].extensions.code).toBe('CONFLICT');
  });

  it('is for staff only', async () => {
    const id = await failedMail();
    const user = await t.loginAs(Role.USER);
    expect((await gql(user, RESEND, { id })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(user, OPEN, { id })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(t.agent(), OPEN, { id })).body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
