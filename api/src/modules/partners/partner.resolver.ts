import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { PageInput, Paginated } from '../../shared/paging.js';
import { Reservation, ReservationStatus } from '../reservations/reservation.entity.js';
import { Role, STAFF } from '../users/role.js';
import { User } from '../users/user.entity.js';
import { maySee } from './booking-scope.js';
import { PartnerAgency } from './partner-agency.entity.js';
import { OWES_NOTHING } from './partner-credit.js';
import { PartnerAgencyActiveInput, PartnerAgencyInput, PartnerUserInput } from './partner.inputs.js';

const AgencyBookingPage = Paginated(Reservation, 'AgencyBookingPage');

/** A partner's money on one booking (issue 47), in cents. */
@ObjectType('PartnerSale')
class PartnerSaleView {
  @Field(() => Int, { description: 'Retail total (what the customer pays).' }) totalCents!: number;
  @Field(() => Int, { description: "The agency's commission, fixed at booking." }) commissionCents!: number;
  @Field(() => Int, { description: 'Retail total less the commission: what the agency owes for it.' }) netCents!: number;
  @Field(() => Int, { description: 'Paid so far (the ledger).' }) paidCents!: number;
  @Field(() => Int, { description: 'Still owed: the net less what is paid, never below 0; 0 once cancelled or lapsed.' }) balanceCents!: number;
}

/** The owner's partner agencies and their people; a partner's own agency and bookings. */
@Resolver(() => PartnerAgency)
export class PartnerAgencyResolver {
  @Auth(Role.OWNER) @Query(() => [PartnerAgency], { description: 'Every partner agency, active first.' })
  partnerAgencies(@Ctx() ctx: AppContext) {
    return ctx.services.partners.list();
  }

  @Auth(Role.OWNER) @Mutation(() => PartnerAgency)
  createPartnerAgency(@Arg('input', () => PartnerAgencyInput) input: PartnerAgencyInput, @Ctx() ctx: AppContext) {
    return ctx.services.partners.create(input);
  }

  @Auth(Role.OWNER) @Mutation(() => PartnerAgency)
  updatePartnerAgency(@Arg('id', () => Int) id: number, @Arg('input', () => PartnerAgencyInput) input: PartnerAgencyInput, @Ctx() ctx: AppContext) {
    return ctx.services.partners.update(id, input);
  }

  @Auth(Role.OWNER) @Mutation(() => PartnerAgency, { description: 'Deactivate (its people are signed out and book no more) or activate again.' })
  setPartnerAgencyActive(@Arg('input', () => PartnerAgencyActiveInput) input: PartnerAgencyActiveInput, @Ctx() ctx: AppContext) {
    return ctx.services.partners.setActive(input.id, input.active);
  }

  @Auth(Role.OWNER) @Mutation(() => User, { description: "A person of a partner agency (role PARTNER): with a password, or invited by mail when none is given." })
  createPartnerUser(@Arg('input', () => PartnerUserInput) input: PartnerUserInput, @Ctx() ctx: AppContext) {
    return ctx.services.partners.addUser(input);
  }

  @Auth(Role.PARTNER) @Query(() => PartnerAgency, { description: "The signed-in partner's agency: commission, credit limit, what it owes." })
  myPartnerAgency(@Ctx() ctx: AppContext) {
    return ctx.services.partners.mine();
  }

  @Auth(Role.PARTNER) @Query(() => AgencyBookingPage, { description: "The bookings the partner's agency sold, newest first." })
  agencyBookings(@Ctx() ctx: AppContext,
    @Arg('status', () => ReservationStatus, { nullable: true }) status?: ReservationStatus,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.partners.agencyBookings(page ?? new PageInput(), status);
  }

  @FieldResolver(() => Int, { description: 'What it owes now, in cents.' })
  openBalanceCents(@Root() agency: PartnerAgency, @Ctx() ctx: AppContext) {
    return ctx.services.partners.openBalance(agency);
  }

  @FieldResolver(() => Int, { description: 'Credit left before the limit, in cents (never below 0).' })
  async availableCreditCents(@Root() agency: PartnerAgency, @Ctx() ctx: AppContext) {
    return Math.max(0, agency.creditLimitCents - (await ctx.services.partners.openBalance(agency)));
  }

  @Auth(Role.OWNER) @FieldResolver(() => [User], { description: 'Its people (owner only).' })
  users(@Root() agency: PartnerAgency, @Ctx() ctx: AppContext) {
    return ctx.services.partners.usersOf.load(agency.id);
  }
}

/** A booking's seller and the partner's money on it: for staff and the partner that sold it. */
@Resolver(() => Reservation)
export class ReservationSellerResolver {
  @Auth(...STAFF) @FieldResolver(() => String, { nullable: true, description: 'The partner agency that sold it (staff); null when the agency sold it itself.' })
  partnerAgencyName(@Root() r: Reservation, @Ctx() ctx: AppContext) {
    return r.partnerAgencyId ? ctx.services.partners.nameOf.load(r.partnerAgencyId) : null;
  }

  @FieldResolver(() => PartnerSaleView, { nullable: true, description: "A partner's sale: retail, commission, net, paid, balance; null otherwise, or for anyone but staff and that partner." })
  partnerSale(@Root() r: Reservation, @Ctx() ctx: AppContext): PartnerSaleView | null {
    if (!r.partnerAgencyId || !maySee(ctx.user, r)) return null;
    const netCents = r.totalCents - r.commissionCents;
    const owes = !(OWES_NOTHING as readonly string[]).includes(r.status);
    return { totalCents: r.totalCents, commissionCents: r.commissionCents, netCents, paidCents: r.paidCents, balanceCents: owes ? Math.max(0, netCents - r.paidCents) : 0 };
  }
}

