import { Arg, Ctx, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { STAFF } from '../users/role.js';
import { BusinessReport, ReportChoices, ReportFilterInput } from './reports.types.js';

/** Issue 46, item 2: the reports on screen (the downloads are REST, reports.routes.ts). Admins and the owner. */
@Resolver()
export class ReportsResolver {
  @Auth(...STAFF) @Query(() => BusinessReport, { description: 'Sales, travellers, revenue and margin, cancellations and occupancy: period A against period B. Staff only.' })
  businessReport(@Ctx() ctx: AppContext, @Arg('filter', () => ReportFilterInput, { nullable: true }) filter?: ReportFilterInput) {
    const reports = ctx.services.reports;
    return reports.report(reports.query(filter ?? {}));
  }

  @Auth(...STAFF) @Query(() => ReportChoices, { description: 'What the report\'s filters offer. Staff only.' })
  reportChoices(@Ctx() ctx: AppContext, @Arg('filter', () => ReportFilterInput, { nullable: true }) filter?: ReportFilterInput) {
    const reports = ctx.services.reports;
    return reports.choices(reports.query(filter ?? {}));
  }
}
