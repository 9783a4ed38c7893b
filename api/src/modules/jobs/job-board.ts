import type { EntityManager } from '@mikro-orm/postgresql';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum JobState {
  /** Waiting for its time or a free worker (a retry after a failed attempt too). */
  PENDING = 'PENDING',
  /** Taken by a worker now. */
  RUNNING = 'RUNNING',
  /** Every attempt failed: it stays until staff or a new job with its key replaces it. */
  FAILED = 'FAILED',
}
registerEnumType(JobState, { name: 'JobState' });

@ObjectType('JobTaskCounts', { description: 'Jobs of one task by state (a job that succeeded is gone).' })
export class JobTaskCounts {
  @Field(() => String) task!: string;
  @Field(() => Int) pending!: number;
  @Field(() => Int) running!: number;
  @Field(() => Int) failed!: number;
}

@ObjectType('QueuedJob', { description: 'A job in the queue: its task, state, attempts, when it runs and why it last failed.' })
export class QueuedJob {
  @Field(() => String) id!: string;
  @Field(() => String) task!: string;
  @Field(() => JobState) state!: JobState;
  @Field(() => Int) attempts!: number;
  @Field(() => Int) maxAttempts!: number;
  @Field(() => Date) runAt!: Date;
  @Field(() => String, { nullable: true }) lastError!: string | null;
  @Field(() => String, { nullable: true, description: 'Its key (one job per key), e.g. mail:12.' }) key!: string | null;
}

@ObjectType('JobQueueState')
export class JobQueueState {
  @Field(() => [JobTaskCounts]) tasks!: JobTaskCounts[];
  @Field(() => [QueuedJob], { description: 'The failed jobs first, then the running and the waiting ones by run-at.' }) jobs!: QueuedJob[];
}

const STATE = `case when j.locked_at is not null then 'RUNNING' when j.attempts >= j.max_attempts then 'FAILED' else 'PENDING' end`;

/** Jobs by task and state, every task the queue has seen (also read by the metrics at each scrape). */
export async function jobCounts(em: EntityManager): Promise<JobTaskCounts[]> {
  const rows = await em.execute<{ task: string; pending: string; running: string; failed: string }[]>(`
    select t.identifier as task,
           count(j.id) filter (where ${STATE} = 'PENDING') as pending,
           count(j.id) filter (where ${STATE} = 'RUNNING') as running,
           count(j.id) filter (where ${STATE} = 'FAILED') as failed
      from graphile_worker._private_tasks t left join graphile_worker._private_jobs j on j.task_id = t.id
     group by t.identifier order by t.identifier`);
  return rows.map((r) => ({ task: r.task, pending: Number(r.pending), running: Number(r.running), failed: Number(r.failed) }));
}

/** The jobs staff look at: the failed ones first (newest first), then the running and waiting ones. */
export async function recentJobs(em: EntityManager, limit: number): Promise<QueuedJob[]> {
  const rows = await em.execute<{ id: string; task: string; state: JobState; attempts: number; max_attempts: number; run_at: Date; last_error: string | null; key: string | null }[]>(`
    select j.id::text as id, j.task_identifier as task, ${STATE} as state, j.attempts, j.max_attempts, j.run_at, j.last_error, j.key
      from graphile_worker.jobs j
     order by (${STATE} = 'FAILED') desc, case when ${STATE} = 'FAILED' then j.updated_at end desc, j.run_at, j.id
     limit ?`, [limit]);
  return rows.map((r) => ({ id: r.id, task: r.task, state: r.state, attempts: r.attempts, maxAttempts: r.max_attempts, runAt: new Date(r.run_at), lastError: r.last_error, key: r.key }));
}
