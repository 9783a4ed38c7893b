import { Arg, Ctx, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { FlightOffer, FlightSearchInput, SeatBookingInput } from './seat-sale.types.js';

/** Seats sold alone (ADR 0032): the public search, and the booking of a signed-in customer. */
@Resolver()
export class SeatSaleResolver {
  @Query(() => [FlightOffer], { description: 'Flights whose seats are sold alone, with enough free, leaving within date ± flexDays and still on sale.' })
  searchFlights(@Arg('filter', () => FlightSearchInput) filter: FlightSearchInput, @Ctx() ctx: AppContext) {
    return ctx.services.seatSale.search(filter);
  }

  @Auth() @Mutation(() => Reservation, { description: 'Book seats alone on a flight: an OPTION (or WAITLISTED when full and `waitlist`); the server prices it.' })
  bookSeats(@Arg('input', () => SeatBookingInput) input: SeatBookingInput, @Ctx() ctx: AppContext) {
    return ctx.services.seatSale.book(input);
  }
}
