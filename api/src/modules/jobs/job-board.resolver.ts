import { Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { STAFF } from '../users/role.js';
import { JobQueueState } from './job-board.js';

/** The job queue as staff see it (dashboard → Jobs). */
@Resolver()
export class JobBoardResolver {
  @Auth(...STAFF) @Query(() => JobQueueState, { description: 'Jobs per task (pending, running, failed) and the failed and waiting jobs with their last error.' })
  jobQueue(@Ctx() ctx: AppContext) {
    return ctx.services.jobs.state();
  }
}
