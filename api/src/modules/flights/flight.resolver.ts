import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { PageInput, Paginated } from '../../shared/paging.js';
import { STAFF } from '../users/role.js';
import { Departures } from './departures.types.js';
import { Flight } from './flight.entity.js';
import { DeparturesFilter, FlightInput, FlightUpdateInput } from './flight.inputs.js';

const FlightPage = Paginated(Flight, 'FlightPage');

/** Charter flights and their seat blocks (issue 43): staff only. */
@Resolver()
export class FlightResolver {
  @Auth(...STAFF) @Query(() => FlightPage, { description: 'Charter flights, soonest first; `upcoming`: only those still to leave.' })
  flights(@Ctx() ctx: AppContext,
    @Arg('upcoming', () => Boolean, { nullable: true }) upcoming?: boolean,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.flights.list(page ?? new PageInput(), upcoming ?? false);
  }

  @Auth(...STAFF) @Query(() => Flight)
  flight(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.flights.get(id);
  }

  @Auth(...STAFF) @Mutation(() => Flight)
  createFlight(@Arg('input', () => FlightInput) input: FlightInput, @Ctx() ctx: AppContext) {
    return ctx.services.flights.create(input);
  }

  @Auth(...STAFF) @Mutation(() => Flight, { description: 'A smaller block than the seats taken is a CONFLICT (BLOCK_BELOW_SOLD, with the count).' })
  updateFlight(@Arg('id', () => Int) id: number, @Arg('input', () => FlightUpdateInput) input: FlightUpdateInput, @Ctx() ctx: AppContext) {
    return ctx.services.flights.update(id, input);
  }

  @Auth(...STAFF) @Mutation(() => Boolean, { description: 'A flight packages still fly on is a CONFLICT.' })
  deleteFlight(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.flights.delete(id);
  }

  @Auth(...STAFF) @Query(() => Departures, { description: 'Per flight and package: seats sold, on option, waitlisted and free; the options about to lapse.' })
  departures(@Ctx() ctx: AppContext,
    @Arg('filter', () => DeparturesFilter, { nullable: true }) filter?: DeparturesFilter,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput) {
    return ctx.services.flights.departures(filter ?? {}, page ?? new PageInput());
  }
}
