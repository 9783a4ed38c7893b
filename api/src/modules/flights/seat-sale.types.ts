import { ArrayMaxSize, IsArray, IsBoolean, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, InputType, Int, ObjectType } from 'type-graphql';
import { IsLocalDate, LocalDate } from '../../shared/local-date.js';

const int = (f: string) => ({ message: `${f} duhet të jetë numër i plotë.` });

/** The Fluturimi tab's search (ADR 0032): flights with seats sold alone, around a day. */
@InputType()
export class FlightSearchInput {
  @Field(() => Int, { nullable: true, description: 'Departure airport; none: every airport.' }) @IsOptional() @IsInt(int('fromAirportId')) @Min(1) fromAirportId?: number;
  @Field(() => String, { nullable: true, description: 'Destination: its IATA code (AYT) or city (Antalya).' }) @IsOptional() @IsString() @MaxLength(60) to?: string;
  @Field(() => LocalDate, { description: 'The wished outbound day.' }) @IsLocalDate({ message: 'date duhet të jetë datë (YYYY-MM-DD).' }) date!: string;
  @Field(() => Int, { nullable: true, description: 'Days either side of the date (0-3; 3 when none).' })
  @IsOptional() @IsInt(int('flexDays')) @Min(0, { message: 'flexDays duhet të jetë 0 deri 3.' }) @Max(3, { message: 'flexDays duhet të jetë 0 deri 3.' }) flexDays?: number;
  @Field(() => Int, { nullable: true, description: 'Seats wanted (1 when none).' })
  @IsOptional() @IsInt(int('travellers')) @Min(1, { message: 'travellers duhet të jetë të paktën 1.' }) @Max(20, { message: 'travellers duhet të jetë më së shumti 20.' }) travellers?: number;
}

/** A flight as the public sees it: no block, only the seats left and the prices. */
@ObjectType()
export class FlightOffer {
  @Field(() => Int) id!: number;
  @Field(() => String) carrier!: string;
  @Field(() => String) outboundNumber!: string;
  @Field(() => String) returnNumber!: string;
  @Field(() => String) fromCode!: string;
  @Field(() => String) fromName!: string;
  @Field(() => String) toCode!: string;
  @Field(() => String) toCity!: string;
  @Field(() => Date) outboundDepartsAt!: Date;
  @Field(() => Date) outboundArrivesAt!: Date;
  @Field(() => Date) returnDepartsAt!: Date;
  @Field(() => Date) returnArrivesAt!: Date;
  @Field(() => String) baggage!: string;
  @Field(() => Float, { description: 'A return seat.' }) seatPrice!: number;
  @Field(() => Float, { description: 'A one-way seat (the return price when the agency set none).' }) oneWayPrice!: number;
  @Field(() => Int) seatsLeft!: number;
}

/** Seats alone on a flight (ADR 0032): the party and a name per traveller, as a package booking. */
@InputType()
export class SeatBookingInput {
  @Field(() => Int) @IsInt(int('flightId')) @Min(1, { message: 'flightId duhet të jetë numër i plotë pozitiv.' }) flightId!: number;
  @Field(() => Int) @IsInt(int('adults')) @Min(1, { message: 'adults duhet të jetë të paktën 1.' }) @Max(20, { message: 'adults duhet të jetë më së shumti 20.' }) adults!: number;
  @Field(() => [Int], { nullable: true, description: "Each child's age in whole years on the departure day (0-17)." })
  @IsOptional() @IsArray() @ArrayMaxSize(10, { message: 'childAges: më së shumti 10 fëmijë.' })
  @IsInt({ each: true, message: 'childAges duhet të jenë numra të plotë.' }) @Min(0, { each: true, message: 'Mosha e fëmijës duhet të jetë të paktën 0.' })
  @Max(17, { each: true, message: 'Mosha e fëmijës duhet të jetë më së shumti 17.' }) childAges?: number[];
  @Field(() => [String], { description: 'One full name per traveller: the adults, then the children in the order of childAges.' })
  @IsArray({ message: 'travellerNames duhet të jetë listë.' }) @ArrayMaxSize(30)
  @IsString({ each: true, message: 'Emri i udhëtarit duhet të jetë tekst.' }) @MaxLength(100, { each: true, message: 'Emri i udhëtarit është shumë i gjatë.' })
  travellerNames!: string[];
  @Field(() => Boolean, { nullable: true, description: 'The outbound leg only (the one-way price).' }) @IsOptional() @IsBoolean({ message: 'oneWay duhet të jetë true ose false.' }) oneWay?: boolean;
  @Field(() => Boolean, { nullable: true, description: 'When the flight cannot seat the party: join its waitlist instead of a 409.' })
  @IsOptional() @IsBoolean({ message: 'waitlist duhet të jetë true ose false.' }) waitlist?: boolean;
}
