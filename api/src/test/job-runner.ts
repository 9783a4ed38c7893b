/**
 * A job queue in a process of its own, for the `kill -9` test (jobs/jobs.test.ts): it runs the task
 * `test-block`, which records that it started and then never finishes, until the test kills it.
 * `node --import tsx src/test/job-runner.ts <database url>`.
 */
import 'reflect-metadata';
import type { EntityManager } from '@mikro-orm/postgresql';
import { connectOrm } from '../db/database.js';
import { JobQueue } from '../jobs/queue.js';
import { on, task } from '../jobs/task.js';
import { createLogger } from '../shared/logger.js';

export const BLOCKING = task<{ n: number }>('test-block');

const url = process.argv[2]!;
const orm = await connectOrm(url);
const queue = new JobQueue(url, orm, [
  on(BLOCKING, async (p, { em }) => {
    await (em as EntityManager).getConnection().execute('insert into test_job_runs (n, runner, step) values (?, ?, ?)', [p.n, `pid-${process.pid}`, 'started']);
    await new Promise(() => {});
  }),
], { concurrency: 1, pollMs: 200, reclaimMs: 1000 }, createLogger({ level: 'warn', format: 'json' }));
await queue.start();
process.stdout.write('ready\n');
