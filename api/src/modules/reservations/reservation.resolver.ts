import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import { InvalidInputError } from '../../shared/errors.js';
import type { AppContext } from '../../http/context.js';
import { PageInput, Paginated } from '../../shared/paging.js';
import { Package } from '../packages/package.entity.js';
import { STAFF } from '../users/role.js';
import { Reservation, ReservationStatus } from './reservation.entity.js';
import { BookingInput, ReservationFilter, ReservationOrder, ReserveInput } from './reservation.inputs.js';

const ReservationPage = Paginated(Reservation, 'ReservationPage');

@Resolver()
export class ReservationResolver {
  @Auth() @Mutation(() => Reservation, { description: 'Reserve a package; reserving it again returns the same reservation.' })
  reservePackage(@Arg('input', () => ReserveInput) input: ReserveInput, @Ctx() ctx: AppContext) {
    return ctx.services.reservations.reserve(input);
  }

  @Auth() @Mutation(() => Reservation, { description: 'Book a package: an option, the party and their names; the server computes the total and gives a reference.' })
  bookPackage(@Arg('input', () => BookingInput) input: BookingInput, @Ctx() ctx: AppContext) {
    return ctx.services.reservations.book(input);
  }

  @Auth() @Query(() => [Reservation])
  myReservations(@Ctx() ctx: AppContext) {
    return ctx.services.reservations.mine();
  }

  @Auth() @Query(() => [Int], { description: 'The packages you hold a booking on, in any state but cancelled (the cards\' "E rezervuar").' })
  myBookedPackageIds(@Ctx() ctx: AppContext) {
    return ctx.services.reservations.bookedPackageIds();
  }

  @Auth() @Mutation(() => Reservation, { description: 'Cancel your own OPTION (until its free-cancellation day) or your place on a waitlist.' })
  cancelMyReservation(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.reservations.cancelMine(id);
  }

  @Auth(...STAFF) @Query(() => ReservationPage)
  reservations(@Ctx() ctx: AppContext,
    @Arg('filter', () => ReservationFilter, { nullable: true }) filter?: ReservationFilter,
    @Arg('order', () => ReservationOrder, { nullable: true }) order?: ReservationOrder,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.reservationDesk.list(filter ?? {}, order ?? new ReservationOrder(), page ?? new PageInput());
  }

  @Auth(...STAFF) @Mutation(() => Reservation, { description: 'Confirm an option, or cancel an option, a confirmed booking or a place on a waitlist.' })
  setReservationStatus(@Arg('id', () => Int) id: number, @Arg('status', () => ReservationStatus) status: ReservationStatus, @Ctx() ctx: AppContext,
    @Arg('reason', () => String, { nullable: true, description: 'Why (kept in the activity log), e.g. "deposit paid in cash".' }) reason?: string) {
    if (reason && reason.length > 500) throw new InvalidInputError({ reason: 'reason ka më së shumti 500 shenja.' });
    return ctx.services.reservations.setStatus(id, status, reason);
  }
}

/** Seats left on a package, batched per request through the reservations service's DataLoader. */
@Resolver(() => Package)
export class PackageSeatsResolver {
  @FieldResolver(() => Int, { nullable: true, description: 'Seats still free: the smaller of what the package\'s own cap and its flight\'s block leave; null when unlimited.' })
  seatsLeft(@Root() pkg: Package, @Ctx() ctx: AppContext): number | null | Promise<number | null> {
    return ctx.services.reservations.seatsLeftOf(pkg);
  }
}

/** Where a waitlisted party stands (issue 43): shown to its customer and to staff. */
@Resolver(() => Reservation)
export class ReservationWaitlistResolver {
  @FieldResolver(() => Int, { nullable: true, description: 'Place on the departure\'s waitlist (1 = next); null unless WAITLISTED.' })
  waitlistPosition(@Root() r: Reservation, @Ctx() ctx: AppContext): number | null | Promise<number> {
    return r.status === ReservationStatus.WAITLISTED ? ctx.services.reservations.waitlistPosition.load(r.id) : null;
  }
}
