import { IsBoolean, IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { IsLocalDate, LocalDate } from '../../shared/local-date.js';
import { OrderInput, SortDirection, type OrderOf } from '../../shared/sorting.js';
import { Board } from '../package-options/package-option.entity.js';

export enum PackageSort {
  PRICE = 'price',
  DATE = 'date',
  NAME = 'name',
}
registerEnumType(PackageSort, { name: 'PackageSort' });


@InputType()
export class PackageSearchInput {
  @Field(() => Int, { nullable: true, description: 'Departure airport.' }) @IsOptional() @IsInt() @Min(1) airportId?: number;
  @Field(() => Int, { nullable: true, description: 'Destination country.' }) @IsOptional() @IsInt() @Min(1) countryId?: number;
  @Field(() => Int, { nullable: true, description: 'Destination city (the country filter, if any, still applies).' })
  @IsOptional() @IsInt() @Min(1) cityId?: number;
  @Field(() => LocalDate, { nullable: true, description: 'Exact departure date.' }) @IsOptional() @IsLocalDate() departureDate?: string;
  @Field(() => Int, {
    nullable: true,
    description: 'With departureDate: departures up to this many days before or after it too ("± 3 days", issue 42); 0 or none = that day only.',
  })
  @IsOptional() @IsInt() @Min(0) @Max(7) dateFlexDays?: number;
  @Field(() => Int, { nullable: true, description: 'Lower bound of (return − departure) in days.' })
  @IsOptional() @IsInt() @Min(0) @Max(1000) nightsMin?: number;
  @Field(() => Int, { nullable: true, description: 'Upper bound of (return − departure) in days.' })
  @IsOptional() @IsInt() @Min(0) @Max(1000) nightsMax?: number;
  @Field(() => Int, { nullable: true, description: 'Packages for at least this many travellers.' })
  @IsOptional() @IsInt() @Min(1) @Max(50) travellers?: number;
  @Field(() => String, { nullable: true, description: 'Free text on title, country and city; case- and accent-insensitive.' })
  @IsOptional() @IsString() @MaxLength(100) s?: string;
  @Field(() => Boolean, { nullable: true, description: 'Leave out packages with no seat left.' })
  @IsOptional() @IsBoolean() hideFull?: boolean;
  // Issue 20: the "from" price (the cheapest option per adult) within a range, and a board on offer.
  @Field(() => Int, { nullable: true, description: 'Lowest "from" price per adult, euro.' })
  @IsOptional() @IsInt({ message: 'priceMin duhet të jetë numër i plotë.' }) @Min(0) @Max(1_000_000) priceMin?: number;
  @Field(() => Int, { nullable: true, description: 'Highest "from" price per adult, euro.' })
  @IsOptional() @IsInt({ message: 'priceMax duhet të jetë numër i plotë.' }) @Min(0) @Max(1_000_000) priceMax?: number;
  @Field(() => Board, { nullable: true, description: 'Packages with an option of this board.' })
  @IsOptional() @IsEnum(Board, { message: 'board nuk është i njohur.' }) board?: Board;
}

export const PackageOrder = OrderInput('PackageOrder', PackageSort, PackageSort.DATE, SortDirection.ASC);
export type PackageOrder = OrderOf<PackageSort>;
