import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';
import { enqueueMail } from './outbox.js';

/**
 * Mail through the job queue (ADR 0028): with SMTP_URL, each outbox row gets its delivery job in the
 * transaction that writes it, and a failed send moves that job to the row's next attempt. This app runs
 * no jobs itself (JOBS_CONCURRENCY=0): the test looks at the jobs, and runs one by hand.
 */
let t: TestApp;
beforeAll(async () => {
  // Nobody listens on port 9: every send fails.
  t = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:9', JOBS_CONCURRENCY: '0' });
});
afterAll(() => t.close());

const jobOf = async (id: number) => (await t.pool.query(
  `select task_identifier as task, attempts, extract(epoch from run_at - now())::float as "in" from graphile_worker.jobs where key = $1`, [`mail:${id}`])).rows;
const write = (to: string, fail = false) => (t.orm.em.fork() as EntityManager).transactional(async (em) => {
  enqueueMail(em, 'test', to, { subject: 'Përshëndetje', text: 'Teksti' });
  await em.flush();
  if (fail) throw new Error('the change failed');
});
const rowTo = async (to: string) => (await t.pool.query('select id, status, attempts, last_error from outbox where "to" = $1', [to])).rows;

describe('mail delivery jobs', () => {
  it('adds the delivery job with the mail, in its transaction: none when it rolls back', async () => {
    await expect(write('rolled-back@example.com', true)).rejects.toThrow('the change failed');
    expect(await rowTo('rolled-back@example.com')).toEqual([]);
    expect((await t.pool.query(`select count(*)::int as c from graphile_worker.jobs where task_identifier = 'mail-deliver'`)).rows[0].c).toBe(0);

    await write('kept@example.com');
    const [row] = await rowTo('kept@example.com');
    expect(await jobOf(row.id)).toEqual([{ task: 'mail-deliver', attempts: 0, in: expect.any(Number) }]);
  });

  it('a failed send is counted on the row, and its job moves to the next attempt (30 s later)', async () => {
    await write('retry@example.com');
    const [row] = await rowTo('retry@example.com');
    await t.mail!.deliverOne(row.id);
    expect(await rowTo('retry@example.com')).toEqual([{ id: row.id, status: 'PENDING', attempts: 1, last_error: expect.any(String) }]);
    const [job] = await jobOf(row.id);
    expect(job.in).toBeGreaterThan(20);
    expect(job.in).toBeLessThanOrEqual(30);
    // Not due yet: running its job early sends nothing.
    await t.mail!.deliverOne(row.id);
    expect((await rowTo('retry@example.com'))[0].attempts).toBe(1);
  });

  it('a failed mail sent again by staff gets its job again', async () => {
    const { rows } = await t.pool.query(
      `insert into outbox (kind, "to", subject, text, status, attempts, next_attempt_at, last_error, created_at)
       values ('test', 'failed@example.com', 'S', 'T', 'FAILED', 8, now(), 'refused', now()) returning id`);
    const id = rows[0].id as number;
    expect(await jobOf(id)).toEqual([]);
    const admin = await t.loginAs(Role.ADMIN);
    expect((await gql(admin, 'mutation($id: Int!) { resendMail(id: $id) { status } }', { id })).body.data.resendMail.status).toBe('PENDING');
    expect(await jobOf(id)).toEqual([{ task: 'mail-deliver', attempts: 0, in: expect.any(Number) }]);
  });
});
