import { IsEnum, IsIn, IsInt, IsOptional, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { IsLocalDate, LocalDate } from '../../shared/local-date.js';
import { IsRequiredText } from '../../shared/validate.js';
import { Flight } from '../flights/flight.entity.js';
import { PassengerField, Sex } from '../passengers/passenger.entity.js';
import { ReservationStatus } from '../reservations/reservation.entity.js';

/**
 * Issue 46, item 3: the lists a departure is handed over with. Personal data (ADR 0030): read by the
 * owner and admins only, never written to a log.
 */
@ObjectType('ManifestPassenger', { description: 'One traveller of the airline\'s passenger name list.' })
export class ManifestPassenger {
  @Field(() => String, { description: 'The booking reference.' }) reference!: string;
  @Field(() => ReservationStatus, { description: 'OPTION (held, not confirmed yet) or CONFIRMED.' }) status!: ReservationStatus;
  @Field(() => String) surname!: string;
  @Field(() => String) givenNames!: string;
  @Field(() => Sex, { nullable: true }) sex!: Sex | null;
  @Field(() => LocalDate, { nullable: true }) dateOfBirth!: string | null;
  @Field(() => String, { nullable: true }) passportNumber!: string | null;
  @Field(() => LocalDate, { nullable: true }) passportExpiry!: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2.' }) nationality!: string | null;
  @Field(() => Int, { nullable: true, description: 'The age booked for a child; null for an adult.' }) childAge!: number | null;
  @Field(() => Boolean, { description: 'Flies on a lap: a child booked younger than INFANT_MAX_AGE (takes no seat).' }) infant!: boolean;
  @Field(() => Boolean, { description: 'A seat alone on the outbound leg only.' }) oneWay!: boolean;
  @Field(() => [PassengerField], { description: 'What the airline needs and this traveller still lacks.' }) missing!: PassengerField[];
  @Field(() => Boolean, { description: 'The passport expires within 6 months of the return.' }) passportWarning!: boolean;
}

@ObjectType('FlightManifest', { description: 'A flight\'s passenger name list: every traveller of the bookings holding seats on it.' })
export class FlightManifest {
  @Field(() => Flight) flight!: Flight;
  @Field(() => [ManifestPassenger], { description: 'By booking, then the adults and the children in order.' }) passengers!: ManifestPassenger[];
  @Field(() => Int, { description: 'Travellers still lacking something.' }) missing!: number;
  @Field(() => Int, { description: 'Infants (no seat).' }) infants!: number;
}

@ObjectType('RoomingGuest')
export class RoomingGuest {
  @Field(() => String) surname!: string;
  @Field(() => String) givenNames!: string;
  @Field(() => Int, { nullable: true, description: 'The age booked for a child; null for an adult.' }) childAge!: number | null;
}

@ObjectType('RoomingRoom', { description: 'One booking of the rooming list: a room and its guests.' })
export class RoomingRoom {
  @Field(() => String) reference!: string;
  @Field(() => ReservationStatus, { description: 'OPTION or CONFIRMED.' }) status!: ReservationStatus;
  @Field(() => String, { description: 'The package as booked.' }) title!: string;
  @Field(() => String) roomType!: string;
  @Field(() => String, { description: 'A Board value, or the package\'s own service text.' }) board!: string;
  @Field(() => Int) adults!: number;
  @Field(() => [Int]) childAges!: number[];
  @Field(() => LocalDate) arrival!: string;
  @Field(() => LocalDate) departure!: string;
  @Field(() => [RoomingGuest], { description: 'The adults first, then the children.' }) guests!: RoomingGuest[];
  @Field(() => Int, { description: 'Guests the hotel cannot be given a name for yet.' }) missingNames!: number;
}

@ObjectType('RoomingList', { description: 'A hotel\'s rooming list for one arrival date.' })
export class RoomingList {
  @Field(() => String) hotel!: string;
  @Field(() => LocalDate) arrival!: string;
  @Field(() => [RoomingRoom]) rooms!: RoomingRoom[];
  @Field(() => Int) guests!: number;
  @Field(() => Int, { description: 'Guests without a name yet.' }) missingNames!: number;
}

@ObjectType('RoomingChoice', { description: 'A hotel with live bookings arriving on a day: what the rooming list can be asked for.' })
export class RoomingChoice {
  @Field(() => String) hotel!: string;
  @Field(() => LocalDate) arrival!: string;
  @Field(() => Int) rooms!: number;
  @Field(() => Int) guests!: number;
}

/** Which rooming list: the hotel as the list of choices names it, and the arrival date. */
@InputType('RoomingListInput')
export class RoomingListInput {
  @Field(() => String) @IsRequiredText('hotel') @MaxLength(255) hotel!: string;
  @Field(() => LocalDate) @IsLocalDate() date!: string;
}

/** A period of arrivals; left out: from today, 60 days on. */
@InputType('ArrivalPeriodInput')
export class ArrivalPeriodInput {
  @Field(() => LocalDate, { nullable: true }) @IsOptional() @IsLocalDate() from?: string;
  @Field(() => LocalDate, { nullable: true }) @IsOptional() @IsLocalDate() to?: string;
}

export enum ListFormat {
  CSV = 'csv',
  XLSX = 'xlsx',
  PDF = 'pdf',
}
const FORMAT = { message: 'Formati duhet të jetë csv, xlsx ose pdf.' };
const LANG = { message: 'Gjuha (lang) duhet të jetë sq ose en.' };

/** The REST download of a flight's list: /api/departure-lists/flights/:id.csv|.xlsx|.pdf (a PDF in `lang`, sq unless en). */
export class FlightListQuery {
  @IsInt({ message: 'id duhet të jetë numër i plotë.' }) @Min(1, { message: 'id duhet të jetë numër i plotë.' }) id!: number;
  @IsEnum(ListFormat, FORMAT) format!: ListFormat;
  @IsOptional() @IsIn(['sq', 'en'], LANG) lang?: 'sq' | 'en';
}

/** The REST download of a rooming list: /api/departure-lists/rooming.csv|.xlsx|.pdf?hotel&date[&lang]. */
export class RoomingListQuery extends RoomingListInput {
  @IsEnum(ListFormat, FORMAT) format!: ListFormat;
  @IsOptional() @IsIn(['sq', 'en'], LANG) lang?: 'sq' | 'en';
}
