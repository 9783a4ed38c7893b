import { ArrayMaxSize, IsEnum, IsIn, IsInt, IsOptional, Matches, Max, Min } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { IsLocalDate, LocalDate } from '../../shared/local-date.js';
import { ListFormat } from '../departure-lists/departure-lists.types.js';
import { ReservationStatus } from '../reservations/reservation.entity.js';

/** The report's sections: each is a table on the page and a file of its own. */
export enum ReportSection {
  SALES = 'sales',
  TRAVELLERS = 'travellers',
  REVENUE = 'revenue',
  CANCELLATIONS = 'cancellations',
  OCCUPANCY = 'occupancy',
}
registerEnumType(ReportSection, { name: 'ReportSection' });

export enum ReportUnit {
  COUNT = 'COUNT',
  CENTS = 'CENTS',
}
registerEnumType(ReportUnit, { name: 'ReportUnit', description: 'COUNT: a number of things; CENTS: money in euro cents.' });

const ID = { message: 'duhet të jetë numër i plotë.' };

/** What the report is of. Left out: period A is this month, B the same days a year earlier; every booking. */
@InputType('ReportFilterInput')
export class ReportFilterInput {
  @Field(() => LocalDate, { nullable: true, description: 'Period A starts (the day bookings were made).' }) @IsOptional() @IsLocalDate() from?: string;
  @Field(() => LocalDate, { nullable: true }) @IsOptional() @IsLocalDate() to?: string;
  @Field(() => LocalDate, { nullable: true, description: 'Period B (the comparison); left out: period A a year earlier.' }) @IsOptional() @IsLocalDate() compareFrom?: string;
  @Field(() => LocalDate, { nullable: true }) @IsOptional() @IsLocalDate() compareTo?: string;
  @Field(() => Int, { nullable: true, description: 'Destination country.' }) @IsOptional() @IsInt(ID) @Min(1, ID) @Max(2_000_000_000, ID) countryId?: number;
  @Field(() => Int, { nullable: true, description: 'Departure airport.' }) @IsOptional() @IsInt(ID) @Min(1, ID) @Max(2_000_000_000, ID) airportId?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(ID) @Min(1, ID) @Max(2_000_000_000, ID) packageId?: number;
  @Field(() => [ReservationStatus], { nullable: true, description: 'Sales, travellers and revenue: bookings in these states; left out: OPTION, CONFIRMED, TRAVELLED.' })
  @IsOptional() @ArrayMaxSize(6) @IsEnum(ReservationStatus, { each: true, message: 'Gjendje e panjohur.' }) statuses?: ReservationStatus[];
  @Field(() => String, { nullable: true, description: '"online" (the customer booked), or the id of the staff member who took the booking.' })
  @IsOptional() @Matches(/^(online|[1-9]\d{0,8})$/, { message: 'takenBy duhet të jetë "online" ose numri i një punonjësi.' }) takenBy?: string;
}

/** The REST download of a section: /api/reports/:section.csv|.xlsx with the filter as the query string. */
export class ReportFileQuery extends ReportFilterInput {
  @IsEnum(ReportSection, { message: 'Seksioni duhet të jetë sales, travellers, revenue, cancellations ose occupancy.' }) section!: ReportSection;
  @IsIn([ListFormat.CSV, ListFormat.XLSX], { message: 'Formati duhet të jetë csv ose xlsx.' }) format!: ListFormat.CSV | ListFormat.XLSX;
}

@ObjectType('ReportPeriod')
export class ReportPeriod {
  @Field(() => LocalDate) from!: string;
  @Field(() => LocalDate) to!: string;
}

/** One figure of both periods; null where it is not known (a margin without any cost). */
@ObjectType('ReportMetric')
export class ReportMetric {
  @Field(() => ReportSection) section!: ReportSection;
  @Field(() => String, { description: 'What it counts, e.g. bookings, valueCents, marginCents.' }) key!: string;
  @Field(() => ReportUnit) unit!: ReportUnit;
  @Field(() => Float, { nullable: true, description: 'Period A.' }) a!: number | null;
  @Field(() => Float, { nullable: true, description: 'Period B.' }) b!: number | null;
  @Field(() => Float, { nullable: true, description: 'A − B.' }) change!: number | null;
  @Field(() => Float, { nullable: true, description: '(A − B) / B in percent, one decimal; null when B is 0 or unknown.' }) changePercent!: number | null;
}

/** A flight departing in a period: its block against the seats booked on it (as of now). */
@ObjectType('ReportOccupancyRow')
export class ReportOccupancyRow {
  @Field(() => String, { description: 'A or B.' }) period!: 'A' | 'B';
  @Field(() => Int) flightId!: number;
  @Field(() => String, { description: 'e.g. "GM 301 PRN → AYT".' }) flight!: string;
  @Field(() => LocalDate) departureDate!: string;
  @Field(() => Int, { description: 'Seats of the outbound block.' }) capacity!: number;
  @Field(() => Int, { description: 'Seats of confirmed (and travelled) bookings.' }) sold!: number;
  @Field(() => Int, { description: 'Seats of options not confirmed yet.' }) held!: number;
  @Field(() => Int) free!: number;
  @Field(() => Float, { description: '(sold + held) / capacity in percent, one decimal.' }) occupancyPercent!: number;
}

/** A choice of a filter. `value`, not `id`: countries, airports, packages and staff share this type, and a client cache keys objects by id. */
@ObjectType('ReportChoice')
export class ReportChoice {
  @Field(() => Int, { description: 'The id of the country, airport, package or staff member.' }) value!: number;
  @Field(() => String) name!: string;
  @Field(() => String, { nullable: true, description: 'The English name, where one is kept (countries, airports).' }) nameEn?: string | null;
}

@ObjectType('ReportChoices', { description: 'What the filters offer: destinations, departure airports, packages, staff.' })
export class ReportChoices {
  @Field(() => [ReportChoice]) countries!: ReportChoice[];
  @Field(() => [ReportChoice]) airports!: ReportChoice[];
  @Field(() => [ReportChoice], { description: 'Packages departing from a year before period A on (the latest 300).' }) packages!: ReportChoice[];
  @Field(() => [ReportChoice], { description: 'Admins and the owner.' }) staff!: ReportChoice[];
}

@ObjectType('BusinessReport')
export class BusinessReport {
  @Field(() => ReportPeriod) periodA!: ReportPeriod;
  @Field(() => ReportPeriod) periodB!: ReportPeriod;
  @Field(() => [ReportMetric], { description: 'Sales, travellers, revenue and margin, cancellations: each figure of A and B.' }) metrics!: ReportMetric[];
  @Field(() => [ReportOccupancyRow], { description: 'Flights departing in A, then in B, by date.' }) occupancy!: ReportOccupancyRow[];
}

/** The filter as the SQL reads it: both periods settled and checked. */
export interface ReportQuery {
  a: ReportPeriod; b: ReportPeriod;
  countryId?: number; airportId?: number; packageId?: number; statuses: ReservationStatus[]; takenBy?: 'online' | number;
}
