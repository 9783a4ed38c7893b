import { ArrayMaxSize, IsArray, IsEnum, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { OrderInput, SortDirection, type OrderOf } from '../../shared/sorting.js';
import { QuoteInput } from '../package-options/package-option.inputs.js';
import { ReservationStatus } from './reservation.entity.js';

@InputType()
export class ReserveInput {
  @Field(() => Int) @IsInt({ message: 'packageId duhet të jetë numër i plotë.' }) @Min(1) packageId!: number;
  @Field(() => Int, { nullable: true, description: "Defaults to the package's persons." })
  @IsOptional() @IsInt({ message: 'travellers duhet të jetë numër i plotë.' }) @Min(1, { message: 'travellers duhet të jetë të paktën 1.' }) @Max(50)
  travellers?: number;
}

/** A booking: the option, the party and every traveller's name (adults first, then the children). */
@InputType()
export class BookingInput extends QuoteInput {
  @Field(() => [String], { description: 'One full name per traveller: the adults, then the children in the order of childAges.' })
  @IsArray({ message: 'travellerNames duhet të jetë listë.' }) @ArrayMaxSize(30)
  @IsString({ each: true, message: 'Emri i udhëtarit duhet të jetë tekst.' }) @MaxLength(100, { each: true, message: 'Emri i udhëtarit është shumë i gjatë.' })
  travellerNames!: string[];
}

@InputType()
export class ReservationFilter {
  @Field(() => ReservationStatus, { nullable: true }) @IsOptional() @IsEnum(ReservationStatus) status?: ReservationStatus;
}

export enum ReservationSort {
  CREATED = 'created',
  DEPARTURE = 'departure',
  TITLE = 'title',
  CUSTOMER = 'customer',
  TRAVELLERS = 'travellers',
  PRICE = 'price',
  STATUS = 'status',
}
registerEnumType(ReservationSort, { name: 'ReservationSort' });

export const ReservationOrder = OrderInput('ReservationOrder', ReservationSort, ReservationSort.CREATED, SortDirection.DESC);
export type ReservationOrder = OrderOf<ReservationSort>;
