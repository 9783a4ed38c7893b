import { Arg, Ctx, Int, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { STAFF } from '../users/role.js';
import { ArrivalPeriodInput, FlightManifest, RoomingChoice, RoomingList, RoomingListInput } from './departure-lists.types.js';

/** Issue 46, item 3: the departure lists on screen (the downloads are REST, departure-lists.routes.ts). Staff only. */
@Resolver()
export class DepartureListsResolver {
  @Auth(...STAFF) @Query(() => FlightManifest, { description: 'The passenger name list of a flight, with what each traveller still lacks. Staff only.' })
  flightManifest(@Arg('flightId', () => Int) flightId: number, @Ctx() ctx: AppContext) {
    return ctx.services.departureLists.flightManifest(flightId);
  }

  @Auth(...STAFF) @Query(() => RoomingList, { description: 'The rooming list of a hotel for one arrival date. Staff only.' })
  roomingList(@Arg('input', () => RoomingListInput) input: RoomingListInput, @Ctx() ctx: AppContext) {
    return ctx.services.departureLists.roomingList(input);
  }

  @Auth(...STAFF) @Query(() => [RoomingChoice], { description: 'Hotels with live bookings arriving in a period (default: the next 60 days). Staff only.' })
  roomingChoices(@Ctx() ctx: AppContext, @Arg('period', () => ArrivalPeriodInput, { nullable: true }) period?: ArrivalPeriodInput) {
    return ctx.services.departureLists.roomingChoices(period ?? {});
  }
}
