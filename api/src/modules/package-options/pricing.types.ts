import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDate } from '../../shared/local-date.js';
import type { PriceLineKind } from './pricing.js';
import { PackageOption } from './package-option.entity.js';

export enum PriceLineKindEnum { ADULT = 'ADULT', CHILD = 'CHILD', SINGLE_SUPPLEMENT = 'SINGLE_SUPPLEMENT' }
registerEnumType(PriceLineKindEnum, { name: 'PriceLineKind' });

@ObjectType()
export class PriceLine {
  @Field(() => PriceLineKindEnum) kind!: PriceLineKind;
  @Field(() => Int, { nullable: true, description: "A child's age." }) age!: number | null;
  @Field(() => Int) count!: number;
  @Field(() => Float) unitPrice!: number;
  @Field(() => Float) amount!: number;
}

/** Terms as numbers of days and a percent; each null where the package keeps the agency's default. */
@ObjectType()
export class TermsValues {
  @Field(() => Int, { nullable: true }) depositPercent!: number | null;
  @Field(() => Int, { nullable: true }) balanceDueDays!: number | null;
  @Field(() => Int, { nullable: true }) freeCancellationDays!: number | null;
  @Field(() => Int, { nullable: true, description: 'A fixed deposit per traveller in cents, in place of the percent (issue 44).' }) depositPerPersonCents?: number | null;
}

/** A package's payment and cancellation terms as they apply (its own, or the agency's defaults). */
@ObjectType()
export class PaymentTerms {
  @Field(() => Int) depositPercent!: number;
  @Field(() => Int, { nullable: true, description: 'A fixed deposit per traveller in cents; when set it takes the place of the percent.' }) depositPerPersonCents?: number | null;
  @Field(() => Int, { description: 'The balance is due this many days before departure.' }) balanceDueDays!: number;
  @Field(() => Int, { description: 'Cancelling is free until this many days before departure.' }) freeCancellationDays!: number;
  @Field(() => LocalDate) balanceDueDate!: string;
  @Field(() => LocalDate) freeCancellationUntil!: string;
  @Field(() => Boolean, { description: "True when the package uses the agency's defaults." }) agencyDefaults!: boolean;
  @Field(() => TermsValues, { description: "The package's own values (null = the agency's default), for the editor." }) own!: TermsValues;
  @Field(() => TermsValues, { description: "The agency's defaults (configuration)." }) agency!: TermsValues;
}

/** The server's price for a party: what a booking would cost, line by line, with its payment plan. */
@ObjectType()
export class BookingQuote {
  @Field(() => PackageOption, { nullable: true, description: 'The option priced; null when the package has none (its own price).' })
  option!: PackageOption | null;
  @Field(() => [PriceLine]) lines!: PriceLine[];
  @Field(() => Float) total!: number;
  @Field(() => Int) depositPercent!: number;
  @Field(() => Float) deposit!: number;
  @Field(() => Float) balance!: number;
  @Field(() => LocalDate) balanceDueDate!: string;
  @Field(() => LocalDate, { description: 'Before today: free cancellation has already ended.' }) freeCancellationUntil!: string;
  @Field(() => Int, { nullable: true }) seatsLeft!: number | null;
}
