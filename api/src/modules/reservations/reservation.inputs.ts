import { ArrayMaxSize, IsArray, IsBoolean, IsDate, IsEmail, IsEnum, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int, registerEnumType } from 'type-graphql';
import { IsLocalDate, LocalDate } from '../../shared/local-date.js';
import { OrderInput, SortDirection, type OrderOf } from '../../shared/sorting.js';
import { IsRequiredText } from '../../shared/validate.js';
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

  @Field(() => Boolean, { nullable: true, description: 'When the departure cannot seat the party: join its waitlist (WAITLISTED) instead of a 409.' })
  @IsOptional() @IsBoolean({ message: 'waitlist duhet të jetë true ose false.' })
  waitlist?: boolean;

  // Issue 47: a partner agency books for a named customer (required of a partner, refused of anyone else).
  @Field(() => String, { nullable: true, description: 'PARTNER only: the customer booked for, full name.' })
  @IsOptional() @IsString({ message: 'customerName duhet të jetë tekst.' }) @MaxLength(100, { message: 'customerName ka më së shumti 100 shenja.' })
  customerName?: string;
  @Field(() => String, { nullable: true, description: "PARTNER only: the customer's e-mail." })
  @IsOptional() @IsString({ message: 'customerEmail duhet të jetë tekst.' }) @MaxLength(254) @IsEmail({}, { message: 'customerEmail duhet të jetë adresë e vlefshme e-maili.' })
  customerEmail?: string;
  @Field(() => String, { nullable: true, description: "PARTNER only: the customer's phone." })
  @IsOptional() @IsString({ message: 'customerPhone duhet të jetë tekst.' })
  @Matches(/^\+?[0-9 ()\-/]{6,20}$/, { message: 'customerPhone duhet të jetë numër telefoni.' })
  customerPhone?: string;
}

@InputType()
export class ReservationFilter {
  @Field(() => ReservationStatus, { nullable: true }) @IsOptional() @IsEnum(ReservationStatus) status?: ReservationStatus;
  // Issue 42: the staff screen finds a booking the customer names on the phone, and narrows by dates.
  @Field(() => String, { nullable: true, description: 'Part of the reference (BT-2026-000123), the customer\'s name or e-mail, or the package title.' })
  @IsOptional() @IsString() @MaxLength(100) search?: string;
  @Field(() => LocalDate, { nullable: true, description: 'Departing on or after this day.' }) @IsOptional() @IsLocalDate() departureFrom?: string;
  @Field(() => LocalDate, { nullable: true, description: 'Departing on or before this day.' }) @IsOptional() @IsLocalDate() departureTo?: string;
  @Field(() => Date, { nullable: true, description: 'Booked at or after this instant.' }) @IsOptional() @IsDate() bookedFrom?: Date;
  @Field(() => Date, { nullable: true, description: 'Booked at or before this instant.' }) @IsOptional() @IsDate() bookedTo?: Date;
  @Field(() => Int, { nullable: true, description: 'Sold by this partner agency (issue 47).' })
  @IsOptional() @IsInt({ message: 'partnerAgencyId duhet të jetë numër i plotë.' }) @Min(1) partnerAgencyId?: number;
}

/** A staff note on a reservation. */
@InputType()
export class ReservationNoteInput {
  @Field(() => String) @IsRequiredText('text') @MaxLength(2000, { message: 'text ka më së shumti 2000 shenja.' }) text!: string;
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
