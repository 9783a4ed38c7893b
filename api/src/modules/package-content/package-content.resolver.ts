import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { Image } from '../media/image.type.js';
import { Package } from '../packages/package.entity.js';
import { STAFF } from '../users/role.js';
import { PackageContent } from './package-content.entity.js';
import { PackageContentInput } from './package-content.inputs.js';

@ObjectType('AgencyBank', { description: "The agency's account for bank transfers: a customer quotes the booking reference (issue 44)." })
export class AgencyBank {
  @Field(() => String, { description: 'The bank, e.g. "Banka Ekonomike".' }) name!: string;
  @Field(() => String, { description: 'The IBAN in groups of four, e.g. "XK05 1212 0123 4567 8906".' }) iban!: string;
  @Field(() => String, { description: 'SWIFT/BIC, for transfers from abroad.' }) swift!: string;
  @Field(() => String, { description: 'The account holder, e.g. "Bani Travel SH.P.K.".' }) holder!: string;
}

@ObjectType('AgencyContact', { description: 'How a visitor reaches the agency without booking, and how to pay it.' })
export class AgencyContact {
  @Field(() => String, { description: 'The phone in international form, e.g. "+38345963828".' })
  phone!: string;

  @Field(() => String, { description: 'The same as digits only (country code first): what wa.me and Viber links take.' })
  phoneDigits!: string;

  @Field(() => AgencyBank, { description: 'Where to pay by bank transfer.' })
  bank!: AgencyBank;
}

/** The package page's content on `Package`, the staff mutation that edits it, and the agency's contact. */
@Resolver(() => Package)
export class PackageContentResolver {
  @FieldResolver(() => PackageContent, { nullable: true, description: 'Hotel, descriptions, inclusions, flight; null until staff write them.' })
  details(@Root() pkg: Package, @Ctx() ctx: AppContext): Promise<PackageContent | null> {
    return ctx.services.packageContent.detailsOf(pkg.id);
  }

  @FieldResolver(() => [Image], { description: 'The gallery, in order (the main `image` is not repeated here unless staff added it).' })
  async gallery(@Root() pkg: Package, @Ctx() ctx: AppContext): Promise<Image[]> {
    const ids = await ctx.services.packageContent.galleryOf(pkg.id);
    const images = await Promise.all(ids.map((id, i) => ctx.services.media.imageOf(id, `${pkg.title} ${i + 1}`)));
    return images.filter((i): i is Image => i !== null);
  }

  @FieldResolver(() => [Package], { description: 'Other departures of the same hotel (same title, same city), from today on, soonest first.' })
  otherDepartures(@Root() pkg: Package, @Ctx() ctx: AppContext): Promise<Package[]> {
    return ctx.services.packageContent.otherDepartures(pkg);
  }

  @Auth(...STAFF) @Mutation(() => Package, { description: 'Saves the package page content and gallery; every change goes to the activity log.' })
  async updatePackageContent(
    @Arg('packageId', () => Int) packageId: number,
    @Arg('input', () => PackageContentInput) input: PackageContentInput,
    @Ctx() ctx: AppContext,
  ): Promise<Package> {
    await ctx.services.packageContent.update(packageId, input);
    return ctx.services.packages.get(packageId);
  }
}

@Resolver()
export class AgencyContactResolver {
  @Query(() => AgencyContact, { description: 'The agency number for WhatsApp and Viber enquiries, and its bank account (public).' })
  agencyContact(@Ctx() ctx: AppContext): AgencyContact {
    return ctx.services.packageContent.contact();
  }
}
