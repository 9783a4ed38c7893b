import type { EntityManager } from '@mikro-orm/postgresql';
import { jobCounts, recentJobs, type JobQueueState } from './job-board.js';

/** Jobs the staff list shows at most. */
const SHOWN = 100;

/** Staff view of the job queue (ADR 0028): counts per task, and the failed and waiting jobs with their last error. */
export class JobBoardService {
  constructor(private readonly em: EntityManager) {}

  async state(): Promise<JobQueueState> {
    const [tasks, jobs] = await Promise.all([jobCounts(this.em), recentJobs(this.em, SHOWN)]);
    return { tasks, jobs };
  }
}
