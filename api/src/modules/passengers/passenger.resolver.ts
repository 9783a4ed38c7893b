import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { STAFF } from '../users/role.js';
import { Passenger } from './passenger.entity.js';
import { PassengerInput } from './passenger.inputs.js';
import { PassengerList } from './passenger-list.js';

/**
 * A booking's travellers (issue 43). Personal data: the service answers only the booking's customer
 * and staff (anyone else: the 404 of a booking that is not there), whichever way they are reached.
 */
@Resolver(() => Reservation)
export class PassengerResolver {
  @Auth() @Query(() => PassengerList, { description: 'The travellers of one of your bookings (staff: of any booking).' })
  bookingPassengers(@Arg('reservationId', () => Int) reservationId: number, @Ctx() ctx: AppContext) {
    return ctx.services.passengers.list(reservationId);
  }

  @Auth() @Mutation(() => PassengerList, { description: 'Fill or correct travellers of your booking until the cut-off before departure (staff: any booking); logged without the values.' })
  updatePassengers(
    @Arg('reservationId', () => Int) reservationId: number,
    @Arg('passengers', () => [PassengerInput]) passengers: PassengerInput[],
    @Ctx() ctx: AppContext,
  ) {
    return ctx.services.passengers.update(reservationId, passengers);
  }

  @Auth() @FieldResolver(() => [Passenger], { description: "The booking's travellers: its customer and staff only." })
  passengers(@Root() r: Reservation, @Ctx() ctx: AppContext) {
    return ctx.services.passengers.of(r);
  }

  @Auth(...STAFF) @FieldResolver(() => Int, { description: 'Travellers still lacking a name, date of birth or passport. Staff only.' })
  passengersMissing(@Root() r: Reservation, @Ctx() ctx: AppContext) {
    return ctx.services.passengers.missingCount.load(r.id);
  }
}
