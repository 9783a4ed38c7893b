import { Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { Role } from '../users/role.js';
import { DashboardOverview } from './dashboard-stats.types.js';

/** Issue 46, item 1: the dashboard's home. The agency's takings: admins and the owner only. */
@Resolver()
export class DashboardStatsResolver {
  @Auth(Role.ADMIN, Role.OWNER)
  @Query(() => DashboardOverview, { description: "Today's numbers (bookings, travellers, revenue, money in, outstanding, overdue, options lapsing) and the season's charts. Admin and owner only." })
  dashboardOverview(@Ctx() ctx: AppContext): Promise<DashboardOverview> {
    return ctx.services.dashboardStats.overview();
  }
}
