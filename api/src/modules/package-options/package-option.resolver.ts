import { Arg, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { Package } from '../packages/package.entity.js';
import { STAFF } from '../users/role.js';
import { PackageOption } from './package-option.entity.js';
import { PackageOptionInput, PackageTermsInput, QuoteInput } from './package-option.inputs.js';
import { BookingQuote, PaymentTerms } from './pricing.types.js';

@Resolver()
export class PackageOptionResolver {
  @Query(() => BookingQuote, { description: "The server's price of a party on a package (the booking box shows it before booking)." })
  async bookingQuote(@Arg('input', () => QuoteInput) input: QuoteInput, @Ctx() ctx: AppContext): Promise<BookingQuote> {
    const { pkg, ...quote } = await ctx.services.packageOptions.quote(input);
    return { ...quote, seatsLeft: await ctx.services.reservations.seatsLeftOf(pkg) };
  }

  @Auth(...STAFF) @Mutation(() => [PackageOption], { description: "Replace a package's options (ids keep, no id adds, left out removes); its price becomes the cheapest." })
  setPackageOptions(@Arg('packageId', () => Int) packageId: number, @Arg('options', () => [PackageOptionInput]) options: PackageOptionInput[], @Ctx() ctx: AppContext) {
    return ctx.services.packageOptions.setOptions(packageId, options);
  }

  @Auth(...STAFF) @Mutation(() => Package, { description: "Set a package's payment and cancellation terms; null = the agency's default." })
  setPackageTerms(@Arg('packageId', () => Int) packageId: number, @Arg('terms', () => PackageTermsInput) terms: PackageTermsInput, @Ctx() ctx: AppContext) {
    return ctx.services.packageOptions.setTerms(packageId, terms);
  }
}

/** A package's options and terms, batched per request. */
@Resolver(() => Package)
export class PackageSaleResolver {
  @FieldResolver(() => [PackageOption], { description: 'Price options, cheapest first; empty = the package price for every traveller.' })
  options(@Root() pkg: Package, @Ctx() ctx: AppContext): Promise<PackageOption[]> {
    return ctx.services.packageOptions.optionsOf.load(pkg.id);
  }

  @FieldResolver(() => Boolean, { description: 'False once the package has departed or is inside the booking cut-off (BOOKING_CUTOFF_DAYS): bookingQuote and bookPackage refuse it.' })
  bookable(@Root() pkg: Package, @Ctx() ctx: AppContext): boolean {
    return ctx.services.packageOptions.bookable(pkg);
  }

  @FieldResolver(() => PaymentTerms, { description: 'Deposit, balance due date and free cancellation, as they apply to this package.' })
  terms(@Root() pkg: Package, @Ctx() ctx: AppContext): PaymentTerms {
    return ctx.services.packageOptions.terms(pkg);
  }
}
