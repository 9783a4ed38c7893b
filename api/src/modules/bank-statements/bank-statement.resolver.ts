import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { PageInput, Paginated } from '../../shared/paging.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { STAFF } from '../users/role.js';
import { BankFormat, BankStatement, BankStatementLine } from './bank-statement.entity.js';
import { AssignBankLineInput, BankLineFilter, IgnoreBankLineInput } from './bank-statement.inputs.js';

const BankStatementPage = Paginated(BankStatement, 'BankStatementPage');
const BankStatementLinePage = Paginated(BankStatementLine, 'BankStatementLinePage');

/** Bank statements for staff (issue 44): the uploads, their lines, and the unmatched ones to settle. Uploads are REST (POST /bank-statements). */
@Resolver(() => BankStatementLine)
export class BankStatementResolver {
  @Auth(...STAFF) @Query(() => [BankFormat], { description: 'The banks whose CSV exports can be read.' })
  bankFormats(@Ctx() ctx: AppContext) {
    return ctx.services.bankStatements.formats();
  }

  @Auth(...STAFF) @Query(() => BankStatementPage, { description: 'Uploaded statements, newest first.' })
  bankStatements(@Arg('page', () => PageInput, { nullable: true }) page: PageInput | undefined, @Ctx() ctx: AppContext) {
    return ctx.services.bankStatements.list(page ?? new PageInput());
  }

  @Auth(...STAFF) @Query(() => BankStatementLinePage, { description: 'Statement lines, the unmatched first (then the newest).' })
  bankStatementLines(
    @Arg('filter', () => BankLineFilter, { nullable: true }) filter: BankLineFilter | undefined,
    @Arg('page', () => PageInput, { nullable: true }) page: PageInput | undefined,
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.bankStatements.lines(filter ?? {}, page ?? new PageInput());
  }

  @Auth(...STAFF) @Mutation(() => BankStatementLine, { description: 'Book an unmatched credit line for the booking named by its reference (logged).' })
  assignBankLine(@Arg('id', () => Int) id: number, @Arg('input', () => AssignBankLineInput) input: AssignBankLineInput, @Ctx() ctx: AppContext) {
    return ctx.services.bankStatements.assign(id, input);
  }

  @Auth(...STAFF) @Mutation(() => BankStatementLine, { description: 'Mark an unmatched credit line as not a booking\'s (logged).' })
  ignoreBankLine(@Arg('id', () => Int) id: number, @Arg('input', () => IgnoreBankLineInput, { nullable: true }) input: IgnoreBankLineInput | undefined, @Ctx() ctx: AppContext) {
    return ctx.services.bankStatements.ignore(id, input ?? {});
  }

  @Auth(...STAFF) @FieldResolver(() => Reservation, { nullable: true, description: 'The booking it was booked to.' })
  reservation(@Root() line: BankStatementLine, @Ctx() ctx: AppContext) {
    return line.reservation ? ctx.services.reservationDesk.get(line.reservation.id) : null;
  }
}
