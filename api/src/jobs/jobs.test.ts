import { spawn } from 'node:child_process';
import path from 'node:path';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../modules/users/role.js';
import { REPO_ROOT } from '../test/paths.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { addJob, removeJob } from './add.js';
import { JobQueue, type QueueSettings } from './queue.js';
import { on, task, type Handler, type RegisteredTask } from './task.js';

/**
 * The job queue on a real PostgreSQL: jobs added in a transaction, two queues on one database, retries
 * with back-off seen by staff, and a runner killed with SIGKILL in the middle of a job.
 */
let t: TestApp;
const queues: JobQueue[] = [];
const FAST: QueueSettings = { concurrency: 2, pollMs: 200, reclaimMs: 1000 };

const RECORD = task<{ n: number; ms?: number }>('test-record');
const FLAKY = task<{ n: number }>('test-flaky');
const BLOCKING = task<{ n: number }>('test-block');

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function waitFor<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(v)} after ${ms} ms`);
    await sleep(100);
  }
}
const runs = async (sql = 'select n, runner, step from test_job_runs order by id') => (await t.pool.query(sql)).rows;
const record = (runner: string): Handler<{ n: number; ms?: number }> => async (p, { em }) => {
  if (p.ms) await sleep(p.ms);
  await em.getConnection().execute('insert into test_job_runs (n, runner, step) values (?, ?, ?)', [p.n, runner, 'done']);
};
async function startQueue(tasks: RegisteredTask[], settings = FAST) {
  const q = new JobQueue(t.databaseUrl, t.orm, tasks, settings, t.logger);
  queues.push(q);
  await q.start();
  return q;
}
const inTx = (work: (em: EntityManager) => Promise<unknown>) => (t.orm.em.fork() as EntityManager).transactional(work);

beforeAll(async () => {
  t = await createTestApp();
  await t.pool.query('create table test_job_runs (id serial primary key, n int, runner text, step text, at timestamptz default now())');
});
afterAll(async () => {
  for (const q of queues) await q.stop();
  await t?.close();
});

describe('the job queue', () => {
  it('never runs a job added in a transaction that rolled back; runs a committed one once across two queues', async () => {
    await expect(inTx(async (em) => {
      await addJob(em, RECORD, { n: -1 });
      throw new Error('the booking failed');
    })).rejects.toThrow('the booking failed');
    await expect(addJob(t.orm.em.fork() as EntityManager, RECORD, { n: -2 })).rejects.toThrow(/outside a transaction/);
    // A key replaces the waiting job: one job for it, with the last payload; a removed key runs nothing.
    await inTx(async (em) => {
      for (let n = 0; n < 20; n++) await addJob(em, RECORD, { n });
      await addJob(em, RECORD, { n: 100 }, { key: 'only-one' });
      await addJob(em, RECORD, { n: 101 }, { key: 'only-one' });
      await addJob(em, RECORD, { n: 200 }, { key: 'removed' });
      await removeJob(em, 'removed');
      // Longer than the reclaim time: a live worker keeps its job however long it runs.
      await addJob(em, RECORD, { n: 300, ms: 2500 });
    });
    await startQueue([on(RECORD, record('a'))]);
    await startQueue([on(RECORD, record('b'))]);
    const done = await waitFor('all jobs done', () => runs(), (r) => r.length >= 22, 20_000);
    await sleep(FAST.reclaimMs * 2);
    const all = await runs();
    expect(all.length).toBe(22);
    expect(all.map((r) => r.n).sort((x, y) => x - y)).toEqual([...Array.from({ length: 20 }, (_, i) => i), 101, 300]);
    expect(new Set(done.map((r) => r.runner)).size).toBeGreaterThanOrEqual(1);
    expect((await t.pool.query(`select count(*)::int as c from graphile_worker.jobs where task_identifier = 'test-record'`)).rows[0].c).toBe(0);
  });

  it('retries a failed job with back-off; staff see its last error, the failed ones and the counts in /metrics', async () => {
    await startQueue([
      on(FLAKY, async (p, { attempt }) => {
        if (p.n === 1 && attempt === 1) throw new Error('SMTP said no');
        if (p.n === 2) throw new Error('always broken');
        await t.pool.query('insert into test_job_runs (n, runner, step) values ($1, $2, $3)', [p.n, 'flaky', 'done']);
      }),
    ]);
    await inTx(async (em) => {
      await addJob(em, FLAKY, { n: 1 });
      await addJob(em, FLAKY, { n: 2 }, { maxAttempts: 1 });
    });
    const retrying = await waitFor('first attempt failed', async () =>
      (await t.pool.query(`select attempts, last_error, extract(epoch from run_at - now())::float as wait from graphile_worker.jobs where key is null and task_identifier = 'test-flaky' and attempts > 0 and last_error like 'SMTP%'`)).rows,
    (r) => r.length === 1);
    expect(retrying[0]).toMatchObject({ attempts: 1, last_error: expect.stringContaining('SMTP said no') });
    // Back-off: not at once (graphile-worker waits e^attempts seconds).
    expect(retrying[0].wait).toBeGreaterThan(0.5);

    const admin = await t.loginAs(Role.ADMIN);
    const board = (await admin.post('/graphql').send({ query: '{ jobQueue { tasks { task pending running failed } jobs { task state attempts maxAttempts runAt lastError } } }' }).expect(200)).body;
    expect(board.errors).toBeUndefined();
    const jobs = board.data.jobQueue.jobs.filter((j: { task: string }) => j.task === 'test-flaky');
    expect(jobs).toEqual(expect.arrayContaining([
      expect.objectContaining({ state: 'PENDING', attempts: 1, lastError: expect.stringContaining('SMTP said no') }),
      expect.objectContaining({ state: 'FAILED', attempts: 1, maxAttempts: 1, lastError: expect.stringContaining('always broken') }),
    ]));
    expect(board.data.jobQueue.jobs[0].state).toBe('FAILED');
    expect(board.data.jobQueue.tasks).toContainEqual({ task: 'test-flaky', pending: 1, running: 0, failed: 1 });
    const metrics = (await t.agent().get('/metrics').expect(200)).text;
    expect(metrics).toMatch(/^jobs_failed\{task="test-flaky"\} 1$/m);
    expect(metrics).toMatch(/^jobs_pending\{task="test-flaky"\} 1$/m);
    expect(metrics).toMatch(/^jobs_workers 2$/m);
    const customer = await t.loginAs(Role.USER);
    expect((await customer.post('/graphql').send({ query: '{ jobQueue { tasks { task } } }' })).body.errors[0].extensions.code).toBe('FORBIDDEN');

    await waitFor('the retry succeeded', () => runs(`select n from test_job_runs where runner = 'flaky'`), (r) => r.length === 1, 10_000);
  });

  it('runs again, on another runner, a job whose process was killed with SIGKILL in the middle of it', async () => {
    await inTx((em) => addJob(em, BLOCKING, { n: 1007 }));
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/test/job-runner.ts', t.databaseUrl], {
      cwd: path.join(REPO_ROOT, 'api'), stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    child.stdout.on('data', (c: Buffer) => output.push(c.toString()));
    child.stderr.on('data', (c: Buffer) => output.push(c.toString()));
    const exited = new Promise((r) => child.once('exit', r));
    try {
      await waitFor(`the child started the job (${output.join('')})`, () => runs(`select runner from test_job_runs where n = 1007`), (r) => r.length === 1, 30_000);
    } finally {
      child.kill('SIGKILL');
    }
    await exited;
    const killedAt = Date.now();
    await startQueue([on(BLOCKING, (p, ctx) => record('survivor')({ n: p.n }, ctx))]);
    await waitFor('the job ran again', () => runs(`select runner, step from test_job_runs where n = 1007 and step = 'done'`), (r) => r.length === 1, 15_000);
    // Within the reclaim time (twice: the check's beat) and a poll, not graphile-worker's 4 hours.
    expect(Date.now() - killedAt).toBeLessThan(2 * FAST.reclaimMs + FAST.pollMs + 3000);
    expect(await runs(`select step from test_job_runs where n = 1007 order by id`)).toEqual([{ step: 'started' }, { step: 'done' }]);
    // The handler's row commits before the queue marks the job done: the job leaves the queue just after.
    const left = () => t.pool.query(`select count(*)::int as c from graphile_worker.jobs where task_identifier = 'test-block'`).then((r) => r.rows[0].c as number);
    expect(await waitFor('the job left the queue', left, (c) => c === 0, 5_000)).toBe(0);
  });
});
