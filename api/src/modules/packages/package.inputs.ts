import { IsEnum, IsIn, IsInt, IsOptional, Max, MaxLength, Min, ValidateIf } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { IsPrice } from '../../shared/price.js';
import { Board } from '../package-options/board.js';
import { IsLocalDate, LocalDate } from '../../shared/local-date.js';
import { IsEnglishText, IsRequiredText } from '../../shared/validate.js';

const int = (f: string) => ({ message: `${f} duhet të jetë numër i plotë.` });
const min = (f: string, n: number) => ({ message: `${f} duhet të jetë të paktën ${n}.` });
const max = (f: string, n: number) => ({ message: `${f} duhet të jetë më së shumti ${n}.` });
/** A holiday package costs at most a million euro per person, and never nothing. */
const MAX_PACKAGE_PRICE = 1_000_000;
const PRICE = { positive: true };
/**
 * Nights are the days between departure and return (ADR 0020): the server derives them. The field is
 * still accepted (the legacy client sends nrNeteve with every row), checked for its type and ignored.
 */
const NIGHTS_DERIVED = 'Ignored: nights are derived from departureDate and returnDate.';

@InputType()
export class PackageInput {
  @Field(() => String) @IsRequiredText('title') @MaxLength(200) title!: string;
  @Field(() => Int) @IsInt(int('countryId')) @Min(1, min('countryId', 1)) countryId!: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('cityId')) @Min(1, min('cityId', 1)) cityId?: number | null;
  @Field(() => Int) @IsInt(int('airportId')) @Min(1, min('airportId', 1)) airportId!: number;
  @Field(() => Float) @IsPrice('price', MAX_PACKAGE_PRICE, PRICE) price!: number;
  @Field(() => Int) @IsInt(int('persons')) @Min(1, min('persons', 1)) @Max(50, max('persons', 50)) persons!: number;
  @Field(() => Int, { nullable: true, deprecationReason: NIGHTS_DERIVED }) @IsOptional() @IsInt(int('nights')) @Min(0, min('nights', 0)) @Max(365, max('nights', 365)) nights?: number;
  @Field(() => String) @IsRequiredText('roomType') @MaxLength(100) roomType!: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('roomTypeEn', 100) roomTypeEn?: string | null;
  @Field(() => String, { nullable: true, description: 'The board as text (legacy sherbimi); may be left out when `board` is given.' })
  @ValidateIf((o: PackageInput) => o.board == null) @IsRequiredText('service') @MaxLength(100) service?: string;
  @Field(() => Board, { nullable: true, description: 'The board as a choice; `service` then defaults to its name (issue 42).' })
  @IsOptional() @IsEnum(Board, { message: 'board nuk është i njohur.' }) board?: Board;
  @Field(() => LocalDate) @IsLocalDate() departureDate!: string;
  @Field(() => LocalDate) @IsLocalDate() returnDate!: string;
  @Field(() => Int) @IsInt(int('rating')) @IsIn([1, 2, 3, 4, 5], { message: 'rating duhet të jetë 1 deri 5.' }) rating!: number;
  @Field(() => Int, { nullable: true, description: 'Seats on offer; empty means unlimited.' }) @IsOptional() @IsInt(int('seats')) @Min(0, min('seats', 0)) @Max(10_000) seats?: number | null;
  @Field(() => Int, { nullable: true, description: 'Media id from an upload.' }) @IsOptional() @IsInt(int('imageId')) @Min(1) imageId?: number | null;
  @Field(() => Int, { nullable: true, description: 'The charter flight it flies on (issue 43); empty = none.' }) @IsOptional() @IsInt(int('flightId')) @Min(1) flightId?: number | null;
}

@InputType()
export class PackageUpdateInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('title') @MaxLength(200) title?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('countryId')) @Min(1, min('countryId', 1)) countryId?: number;
  @Field(() => Int, { nullable: true, description: 'null removes the city.' }) @IsOptional() @IsInt(int('cityId')) @Min(1, min('cityId', 1)) cityId?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('airportId')) @Min(1, min('airportId', 1)) airportId?: number;
  @Field(() => Float, { nullable: true }) @IsOptional() @IsPrice('price', MAX_PACKAGE_PRICE, PRICE) price?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('persons')) @Min(1, min('persons', 1)) @Max(50, max('persons', 50)) persons?: number;
  @Field(() => Int, { nullable: true, deprecationReason: NIGHTS_DERIVED }) @IsOptional() @IsInt(int('nights')) @Min(0, min('nights', 0)) @Max(365, max('nights', 365)) nights?: number;
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('roomType') @MaxLength(100) roomType?: string;
  @Field(() => String, { nullable: true, description: 'The same in English; empty = none.' }) @IsEnglishText('roomTypeEn', 100) roomTypeEn?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('service') @MaxLength(100) service?: string;
  @Field(() => Board, { nullable: true, description: 'The board as a choice; `service` follows it unless given too.' })
  @IsOptional() @IsEnum(Board, { message: 'board nuk është i njohur.' }) board?: Board;
  @Field(() => LocalDate, { nullable: true }) @IsOptional() @IsLocalDate() departureDate?: string;
  @Field(() => LocalDate, { nullable: true }) @IsOptional() @IsLocalDate() returnDate?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('rating')) @IsIn([1, 2, 3, 4, 5], { message: 'rating duhet të jetë 1 deri 5.' }) rating?: number;
  @Field(() => Int, { nullable: true, description: 'null makes seats unlimited.' }) @IsOptional() @IsInt(int('seats')) @Min(0, min('seats', 0)) @Max(10_000) seats?: number | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('imageId')) @Min(1) imageId?: number | null;
  @Field(() => Int, { nullable: true, description: 'Move it to another flight; null takes it off its flight. Refused (CONFLICT) when the flight cannot take its booked seats.' })
  @IsOptional() @IsInt(int('flightId')) @Min(1) flightId?: number | null;
}
