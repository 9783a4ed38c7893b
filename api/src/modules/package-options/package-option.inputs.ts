import { ArrayMaxSize, IsArray, IsEnum, IsInt, IsOptional, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { IsPrice } from '../../shared/price.js';
import { IsEnglishText, IsRequiredText } from '../../shared/validate.js';
import { Board } from './package-option.entity.js';

const int = (f: string) => ({ message: `${f} duhet të jetë numër i plotë.` });
const between = (f: string, lo: number, hi: number) => [
  Min(lo, { message: `${f} duhet të jetë të paktën ${lo}.` }), Max(hi, { message: `${f} duhet të jetë më së shumti ${hi}.` }),
];
const range = (f: string, lo: number, hi: number): PropertyDecorator => (t, k) => { for (const d of between(f, lo, hi)) d(t, k); };
/** Same bound as a package's price. */
const MAX_OPTION_PRICE = 1_000_000;
/** The oldest child: a traveller of 18 is an adult. */
export const MAX_CHILD_AGE = 17;

@InputType()
export class ChildBandInput {
  @Field(() => Int) @IsInt(int('minAge')) @range('minAge', 0, MAX_CHILD_AGE) minAge!: number;
  @Field(() => Int, { description: 'Exclusive.' }) @IsInt(int('maxAge')) @range('maxAge', 1, MAX_CHILD_AGE + 1) maxAge!: number;
  @Field(() => Float) @IsPrice('price', MAX_OPTION_PRICE) price!: number;
}

@InputType()
export class PackageOptionInput {
  @Field(() => Int, { nullable: true, description: 'An existing option of this package to keep (and update); none = a new option.' })
  @IsOptional() @IsInt(int('id')) @Min(1) id?: number;
  @Field(() => String) @IsRequiredText('roomType') @MaxLength(100) roomType!: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('roomTypeEn', 100) roomTypeEn?: string | null;
  @Field(() => Board) @IsEnum(Board, { message: 'board duhet të jetë një nga: ' + Object.values(Board).join(', ') + '.' }) board!: Board;
  @Field(() => Float) @IsPrice('adultPrice', MAX_OPTION_PRICE, { positive: true }) adultPrice!: number;
  @Field(() => Float, { nullable: true }) @IsOptional() @IsPrice('singleSupplement', MAX_OPTION_PRICE) singleSupplement?: number;
  @Field(() => [ChildBandInput], { nullable: true })
  @IsOptional() @IsArray() @ArrayMaxSize(6, { message: 'childBands: më së shumti 6 grupmosha.' }) @ValidateNested({ each: true })
  childBands?: ChildBandInput[];
  // Occupancy (issue 42); left out = what the room type's name suggests (occupancy.ts).
  @Field(() => Int, { nullable: true, description: 'The most adults (1-20).' }) @IsOptional() @IsInt(int('maxAdults')) @range('maxAdults', 1, 20) maxAdults?: number;
  @Field(() => Int, { nullable: true, description: 'The most children (0-10).' }) @IsOptional() @IsInt(int('maxChildren')) @range('maxChildren', 0, 10) maxChildren?: number;
  @Field(() => Int, { nullable: true, description: 'The fewest persons (1-20).' }) @IsOptional() @IsInt(int('minPersons')) @range('minPersons', 1, 20) minPersons?: number;
}

/** A package's terms; null (or left out) = the agency's default from the configuration. */
@InputType()
export class PackageTermsInput {
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('depositPercent')) @range('depositPercent', 0, 100) depositPercent?: number | null;
  @Field(() => Int, { nullable: true, description: 'Days before departure the balance is due.' })
  @IsOptional() @IsInt(int('balanceDueDays')) @range('balanceDueDays', 0, 365) balanceDueDays?: number | null;
  @Field(() => Int, { nullable: true, description: 'Free cancellation until this many days before departure.' })
  @IsOptional() @IsInt(int('freeCancellationDays')) @range('freeCancellationDays', 0, 365) freeCancellationDays?: number | null;
  @Field(() => Int, { nullable: true, description: 'A fixed deposit per traveller in cents (issue 44), in place of the percent.' })
  @IsOptional() @IsInt(int('depositPerPersonCents')) @range('depositPerPersonCents', 0, 10_000_000) depositPerPersonCents?: number | null;
}

/** The party a price is asked for (and booked with). */
@InputType()
export class QuoteInput {
  @Field(() => Int) @IsInt(int('packageId')) @Min(1, { message: 'packageId duhet të jetë numër i plotë pozitiv.' }) packageId!: number;
  @Field(() => Int, { nullable: true, description: 'None = the cheapest option.' }) @IsOptional() @IsInt(int('optionId')) @Min(1) optionId?: number;
  @Field(() => Int) @IsInt(int('adults')) @range('adults', 1, 20) adults!: number;
  @Field(() => [Int], { nullable: true, description: "Each child's age in whole years on the departure day (0-17)." })
  @IsOptional() @IsArray() @ArrayMaxSize(10, { message: 'childAges: më së shumti 10 fëmijë.' })
  @IsInt({ each: true, message: 'childAges duhet të jenë numra të plotë.' })
  @Min(0, { each: true, message: 'Mosha e fëmijës duhet të jetë të paktën 0.' })
  @Max(MAX_CHILD_AGE, { each: true, message: `Mosha e fëmijës duhet të jetë më së shumti ${MAX_CHILD_AGE}.` })
  childAges?: number[];
}
