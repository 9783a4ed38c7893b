import { ArrayMaxSize, ArrayUnique, IsInt, IsOptional, IsString, Matches, MaxLength, Min, ValidateIf } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';

/** Flight times are local wall-clock times of the departure and return dates. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A time left empty ("" or null) empties the field. */
const time = (f: string) => ({ message: `${f} duhet të jetë një orë në formën HH:MM (p.sh. 07:45).`, context: { code: 'TIME', params: {} } });
const tooLong = (f: string, n: number) => ({ message: `${f} duhet të ketë më së shumti ${n} karaktere.` });
const eachTooLong = (f: string, n: number) => ({ each: true, message: `Çdo rresht i ${f} duhet të ketë më së shumti ${n} karaktere.` });

export const MAX_GALLERY = 20;
export const MAX_LINES = 30;

/**
 * The whole content of a package page, saved at once from the dashboard: a field left out keeps its
 * stored value; null or "" empties it. `galleryImageIds` is the new gallery in order (uploaded media
 * ids): add, remove and reorder in one save.
 */
@InputType()
export class PackageContentInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200, tooLong('hotelName', 200)) hotelName?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200, tooLong('place', 200)) place?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200, tooLong('placeEn', 200)) placeEn?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(5000, tooLong('descriptionSq', 5000)) descriptionSq?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(5000, tooLong('descriptionEn', 5000)) descriptionEn?: string | null;
  @Field(() => [String], { nullable: true }) @IsOptional() @ArrayMaxSize(MAX_LINES) @IsString({ each: true }) @MaxLength(200, eachTooLong('included', 200)) included?: string[];
  @Field(() => [String], { nullable: true }) @IsOptional() @ArrayMaxSize(MAX_LINES) @IsString({ each: true }) @MaxLength(200, eachTooLong('notIncluded', 200)) notIncluded?: string[];
  @Field(() => [String], { nullable: true }) @IsOptional() @ArrayMaxSize(MAX_LINES) @IsString({ each: true }) @MaxLength(200, eachTooLong('includedEn', 200)) includedEn?: string[];
  @Field(() => [String], { nullable: true }) @IsOptional() @ArrayMaxSize(MAX_LINES) @IsString({ each: true }) @MaxLength(200, eachTooLong('notIncludedEn', 200)) notIncludedEn?: string[];
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(100, tooLong('airline', 100)) airline?: string | null;
  @Field(() => String, { nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined && v !== '') @Matches(TIME, time('outboundDeparture')) outboundDeparture?: string | null;
  @Field(() => String, { nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined && v !== '') @Matches(TIME, time('outboundArrival')) outboundArrival?: string | null;
  @Field(() => String, { nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined && v !== '') @Matches(TIME, time('returnDeparture')) returnDeparture?: string | null;
  @Field(() => String, { nullable: true }) @ValidateIf((_, v) => v !== null && v !== undefined && v !== '') @Matches(TIME, time('returnArrival')) returnArrival?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200, tooLong('baggage', 200)) baggage?: string | null;
  @Field(() => String, { nullable: true }) @IsOptional() @IsString() @MaxLength(200, tooLong('baggageEn', 200)) baggageEn?: string | null;
  @Field(() => [Int], { nullable: true, description: `The gallery in order, at most ${MAX_GALLERY} uploaded media ids.` })
  @IsOptional() @ArrayMaxSize(MAX_GALLERY, { message: `galleryImageIds ka më së shumti ${MAX_GALLERY} fotografi.` }) @ArrayUnique({ message: 'galleryImageIds përmban të njëjtën fotografi dy herë.' })
  @IsInt({ each: true }) @Min(1, { each: true })
  galleryImageIds?: number[];
}
