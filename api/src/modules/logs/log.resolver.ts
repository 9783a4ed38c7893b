import { Arg, Ctx, FieldResolver, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { PageInput, Paginated, type PageOf } from '../../shared/paging.js';
import { STAFF } from '../users/role.js';
import { kindOfEntity, LogKind } from './log-detail.js';
import { LogEntry } from './log.entity.js';
import { LogFilter, LogOrder } from './log.inputs.js';

const LogPage = Paginated(LogEntry, 'LogPage');

@Resolver()
export class LogResolver {
  @Auth(...STAFF)
  @Query(() => LogPage, { description: 'The activity log of staff changes, newest first unless ordered otherwise.' })
  logs(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => LogFilter, { nullable: true }) filter?: LogFilter,
    @Arg('order', () => LogOrder, { nullable: true }) order?: LogOrder,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ): Promise<PageOf<LogEntry>> {
    return ctx.services.logs.list(filter ?? {}, order ?? new LogOrder(), page ?? new PageInput());
  }
}

@Resolver(() => LogEntry)
export class LogKindResolver {
  @FieldResolver(() => LogKind, { description: 'The kind of thing of `entity`, to word it in any language.' })
  kind(@Root() entry: LogEntry): LogKind {
    return kindOfEntity(entry.entity);
  }
}
