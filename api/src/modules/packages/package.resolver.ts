import { Arg, Ctx, Int, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { PageInput, Paginated } from '../../shared/paging.js';
import { ImageFieldResolver } from '../media/image-field.resolver.js';
import { STAFF } from '../users/role.js';
import { Package } from './package.entity.js';
import { PackageInput, PackageUpdateInput } from './package.inputs.js';
import { PackageOrder, PackageSearchInput } from './search.inputs.js';

const PackagePage = Paginated(Package, 'PackagePage');

@Resolver(() => Package)
export class PackageResolver {
  @Query(() => PackagePage, { description: 'Filtered, sorted, paged package search (public): packages still on sale only (not departed, nor inside the booking cut-off).' })
  async searchPackages(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => PackageSearchInput, { nullable: true }) filter?: PackageSearchInput,
    @Arg('order', () => PackageOrder, { nullable: true }) order?: PackageOrder,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    const found = await ctx.services.packages.search(filter ?? {}, order ?? new PackageOrder(), page ?? new PageInput());
    // The seats left came with the page: `seatsLeft` of its cards asks no second query.
    ctx.services.reservations.primeSeatsLeft(found.seatsLeft);
    return found;
  }

  /** A query of its own, not an argument of the public one: its answer depends on the role, so the public cache never keeps it. */
  @Auth(...STAFF) @Query(() => PackagePage, { description: 'The same search over every package, departed ones included (the dashboard).' })
  async allPackages(
    @Ctx() ctx: AppContext,
    @Arg('filter', () => PackageSearchInput, { nullable: true }) filter?: PackageSearchInput,
    @Arg('order', () => PackageOrder, { nullable: true }) order?: PackageOrder,
    @Arg('page', () => PageInput, { nullable: true }) page?: PageInput,
  ) {
    const found = await ctx.services.packages.searchAll(filter ?? {}, order ?? new PackageOrder(), page ?? new PageInput());
    ctx.services.reservations.primeSeatsLeft(found.seatsLeft);
    return found;
  }

  @Query(() => Package)
  package(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.packages.get(id);
  }

  @Auth(...STAFF) @Mutation(() => Package)
  createPackage(@Arg('input', () => PackageInput) input: PackageInput, @Ctx() ctx: AppContext) {
    return ctx.services.packages.create(input);
  }

  @Auth(...STAFF) @Mutation(() => Package, { description: 'Moving the dates of a package with active bookings is a CONFLICT unless cancelBookings.' })
  updatePackage(@Arg('id', () => Int) id: number, @Arg('input', () => PackageUpdateInput) input: PackageUpdateInput, @Ctx() ctx: AppContext,
    @Arg('cancelBookings', () => Boolean, { nullable: true, description: 'Cancel the active bookings and mail their customers.' }) cancelBookings?: boolean) {
    return ctx.services.packages.update(id, input, cancelBookings ?? false);
  }

  @Auth(...STAFF) @Mutation(() => Boolean, { description: 'A package with active bookings is a CONFLICT (their count in extensions.rules) unless cancelBookings.' })
  deletePackage(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext,
    @Arg('cancelBookings', () => Boolean, { nullable: true, description: 'Cancel the active bookings and mail their customers.' }) cancelBookings?: boolean) {
    return ctx.services.packages.delete(id, cancelBookings ?? false);
  }

  @Auth(...STAFF) @Query(() => Int, { description: 'Active (pending and confirmed) bookings of a package: staff ask before deleting or moving it.' })
  packageActiveBookings(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.packages.activeBookings(id);
  }
}

/** `Package.image`: the package picture from the media store (batched per request). */
export const PackageImageResolver = ImageFieldResolver(Package, (p) => [p.imageId, p.title]);
