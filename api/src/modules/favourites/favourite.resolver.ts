import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { Package } from '../packages/package.entity.js';

@Resolver()
export class FavouriteResolver {
  @Auth() @Query(() => [Package], { description: 'Your saved packages ("Të preferuarat").' })
  myFavourites(@Ctx() ctx: AppContext) { return ctx.services.favourites.list(); }

  @Auth() @Query(() => Int)
  myFavouritesCount(@Ctx() ctx: AppContext) { return ctx.services.favourites.count(); }

  @Auth() @Mutation(() => Package)
  addFavourite(@Arg('packageId', () => Int) packageId: number, @Ctx() ctx: AppContext) { return ctx.services.favourites.add(packageId); }

  @Auth() @Mutation(() => Boolean)
  removeFavourite(@Arg('packageId', () => Int) packageId: number, @Ctx() ctx: AppContext) { return ctx.services.favourites.remove(packageId); }
}
