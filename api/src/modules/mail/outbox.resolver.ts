import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { PageInput, Paginated } from '../../shared/paging.js';
import { STAFF } from '../users/role.js';
import { OutboxMail, OutboxStatus } from './outbox.entity.js';

const OutboxPage = Paginated(OutboxMail, 'OutboxPage');

/** The outbox as staff see it: the list, one mail's text (one-time links masked), sending a failed one again. */
@Resolver()
export class OutboxResolver {
  @Auth(...STAFF) @Query(() => OutboxPage, { description: 'Mails and their delivery state.' })
  outbox(@Ctx() ctx: AppContext,
    @Arg('status', () => OutboxStatus, { nullable: true }) status?: OutboxStatus,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.outbox.list(page ?? new PageInput(), status ?? undefined);
  }

  @Auth(...STAFF) @Query(() => OutboxMail, { description: 'One mail with its text; one-time links (a reset #token=) are masked.' })
  outboxMail(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.outbox.get(id);
  }

  @Auth(...STAFF) @Mutation(() => OutboxMail, { description: 'Queue a FAILED mail again (attempts from zero); logged in the activity log.' })
  resendMail(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.outbox.resend(id);
  }
}
