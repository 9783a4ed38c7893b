import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { STAFF } from '../users/role.js';
import { Airport } from './airport.entity.js';
import { City } from './city.entity.js';
import { Country } from './country.entity.js';
import { AirportInput, AirportUpdateInput, CityInput, CityUpdateInput, CountryInput, CountryUpdateInput } from './place.inputs.js';

@Resolver()
export class PlaceResolver {
  @Query(() => [Country]) countries(@Ctx() ctx: AppContext) { return ctx.services.countries.list(); }
  @Query(() => Country) country(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) { return ctx.services.countries.get(id); }
  @Query(() => [City]) cities(@Ctx() ctx: AppContext, @Arg('countryId', () => Int, { nullable: true }) countryId?: number) {
    return ctx.services.cities.list(countryId);
  }
  @Query(() => City) city(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) { return ctx.services.cities.get(id); }
  @Query(() => [Airport]) airports(@Ctx() ctx: AppContext,
    @Arg('withDepartures', () => Boolean, { nullable: true, description: 'Only airports a package leaves from, today or later ("Nisja nga").' }) withDepartures?: boolean) {
    return ctx.services.airports.list(withDepartures ?? false);
  }
  @Query(() => Airport) airport(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) { return ctx.services.airports.get(id); }

  @Auth(...STAFF) @Mutation(() => Country)
  createCountry(@Arg('input', () => CountryInput) input: CountryInput, @Ctx() ctx: AppContext) { return ctx.services.countries.create(input); }
  @Auth(...STAFF) @Mutation(() => Country)
  updateCountry(@Arg('id', () => Int) id: number, @Arg('input', () => CountryUpdateInput) input: CountryUpdateInput, @Ctx() ctx: AppContext) {
    return ctx.services.countries.update(id, input);
  }
  @Auth(...STAFF) @Mutation(() => Boolean)
  deleteCountry(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) { return ctx.services.countries.delete(id); }

  @Auth(...STAFF) @Mutation(() => City)
  createCity(@Arg('input', () => CityInput) input: CityInput, @Ctx() ctx: AppContext) { return ctx.services.cities.create(input); }
  @Auth(...STAFF) @Mutation(() => City)
  updateCity(@Arg('id', () => Int) id: number, @Arg('input', () => CityUpdateInput) input: CityUpdateInput, @Ctx() ctx: AppContext) {
    return ctx.services.cities.update(id, input);
  }
  @Auth(...STAFF) @Mutation(() => Boolean)
  deleteCity(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) { return ctx.services.cities.delete(id); }

  @Auth(...STAFF) @Mutation(() => Airport)
  createAirport(@Arg('input', () => AirportInput) input: AirportInput, @Ctx() ctx: AppContext) { return ctx.services.airports.create(input); }
  @Auth(...STAFF) @Mutation(() => Airport)
  updateAirport(@Arg('id', () => Int) id: number, @Arg('input', () => AirportUpdateInput) input: AirportUpdateInput, @Ctx() ctx: AppContext) {
    return ctx.services.airports.update(id, input);
  }
  @Auth(...STAFF) @Mutation(() => Boolean)
  deleteAirport(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) { return ctx.services.airports.delete(id); }
}

/**
 * `Airport.country` / `City.country` wherever a place is reached (a package's airport, a search
 * card's city): a place loaded through a package holds an unloaded country reference (its id alone),
 * so it is read here (the request's identity map answers repeats without a query). A search card's
 * places are plain objects with their countries filled in (package-rows.ts): a name means loaded.
 */
const placeCountry = (place: Airport | City, ctx: AppContext): Country | Promise<Country> =>
  typeof place.country.name === 'string' ? place.country : ctx.services.countries.get(place.country.id);

@Resolver(() => Airport)
export class AirportCountryResolver {
  @FieldResolver(() => Country)
  country(@Root() airport: Airport, @Ctx() ctx: AppContext) {
    return placeCountry(airport, ctx);
  }
}

@Resolver(() => City)
export class CityCountryResolver {
  @FieldResolver(() => Country)
  country(@Root() city: City, @Ctx() ctx: AppContext) {
    return placeCountry(city, ctx);
  }
}
