import { IsDate, IsInt, IsOptional, Matches, Max, MaxLength, Min } from 'class-validator';
import { Field, Float, InputType, Int } from 'type-graphql';
import { IsDecimal } from '../../shared/price.js';
import { IsRequiredText } from '../../shared/validate.js';

const int = (f: string) => ({ message: `${f} duhet të jetë numër i plotë.` });
const min = (f: string, n: number) => ({ message: `${f} duhet të jetë të paktën ${n}.` });
const price = (f: string) => ({ message: `${f} duhet të jetë shumë në euro (deri në cent).` });
const date = (f: string) => ({ message: `${f} duhet të jetë datë dhe orë.` });
/** A destination airport's IATA code: three letters (stored in capitals). */
const CODE = /^\s*[A-Za-z]{3}\s*$/;
const codeMsg = { message: 'toCode duhet të jetë kodi IATA i aeroportit: tre shkronja (p.sh. AYT).', context: { code: 'IATA_CODE' } };
/** A charter's seats per leg: a wide-body holds a few hundred. */
const MAX_SEATS = 1000;

@InputType()
export class FlightInput {
  @Field(() => String) @IsRequiredText('carrier') @MaxLength(100) carrier!: string;
  @Field(() => String) @IsRequiredText('outboundNumber') @MaxLength(20) outboundNumber!: string;
  @Field(() => String) @IsRequiredText('returnNumber') @MaxLength(20) returnNumber!: string;
  @Field(() => Int) @IsInt(int('fromAirportId')) @Min(1, min('fromAirportId', 1)) fromAirportId!: number;
  @Field(() => String) @Matches(CODE, codeMsg) toCode!: string;
  @Field(() => String) @IsRequiredText('toCity') @MaxLength(100) toCity!: string;
  @Field(() => Date) @IsDate(date('outboundDepartsAt')) outboundDepartsAt!: Date;
  @Field(() => Date) @IsDate(date('outboundArrivesAt')) outboundArrivesAt!: Date;
  @Field(() => Date) @IsDate(date('returnDepartsAt')) returnDepartsAt!: Date;
  @Field(() => Date) @IsDate(date('returnArrivesAt')) returnArrivesAt!: Date;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) baggage?: string | null;
  @Field(() => Int) @IsInt(int('seatsOutbound')) @Min(0, min('seatsOutbound', 0)) @Max(MAX_SEATS) seatsOutbound!: number;
  @Field(() => Int) @IsInt(int('seatsReturn')) @Min(0, min('seatsReturn', 0)) @Max(MAX_SEATS) seatsReturn!: number;
  @Field(() => Float, { nullable: true, description: 'A return seat sold alone (ADR 0032); null: not sold alone.' })
  @IsOptional() @IsDecimal(2, price('seatPrice')) @Min(0, min('seatPrice', 0)) @Max(100000) seatPrice?: number | null;
  @Field(() => Float, { nullable: true, description: 'A one-way seat sold alone; null: the return seat\'s price.' })
  @IsOptional() @IsDecimal(2, price('oneWayPrice')) @Min(0, min('oneWayPrice', 0)) @Max(100000) oneWayPrice?: number | null;
}

/** Partial: left out keeps the stored value. A smaller block is refused below the seats sold. */
@InputType()
export class FlightUpdateInput {
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('carrier') @MaxLength(100) carrier?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('outboundNumber') @MaxLength(20) outboundNumber?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('returnNumber') @MaxLength(20) returnNumber?: string;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('fromAirportId')) @Min(1, min('fromAirportId', 1)) fromAirportId?: number;
  @Field(() => String, { nullable: true }) @IsOptional() @Matches(CODE, codeMsg) toCode?: string;
  @Field(() => String, { nullable: true }) @IsOptional() @IsRequiredText('toCity') @MaxLength(100) toCity?: string;
  @Field(() => Date, { nullable: true }) @IsOptional() @IsDate(date('outboundDepartsAt')) outboundDepartsAt?: Date;
  @Field(() => Date, { nullable: true }) @IsOptional() @IsDate(date('outboundArrivesAt')) outboundArrivesAt?: Date;
  @Field(() => Date, { nullable: true }) @IsOptional() @IsDate(date('returnDepartsAt')) returnDepartsAt?: Date;
  @Field(() => Date, { nullable: true }) @IsOptional() @IsDate(date('returnArrivesAt')) returnArrivesAt?: Date;
  @Field(() => String, { nullable: true }) @IsOptional() @MaxLength(200) baggage?: string | null;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('seatsOutbound')) @Min(0, min('seatsOutbound', 0)) @Max(MAX_SEATS) seatsOutbound?: number;
  @Field(() => Int, { nullable: true }) @IsOptional() @IsInt(int('seatsReturn')) @Min(0, min('seatsReturn', 0)) @Max(MAX_SEATS) seatsReturn?: number;
  @Field(() => Float, { nullable: true, description: 'A return seat sold alone (ADR 0032); null: not sold alone.' })
  @IsOptional() @IsDecimal(2, price('seatPrice')) @Min(0, min('seatPrice', 0)) @Max(100000) seatPrice?: number | null;
  @Field(() => Float, { nullable: true, description: 'A one-way seat sold alone; null: the return seat\'s price.' })
  @IsOptional() @IsDecimal(2, price('oneWayPrice')) @Min(0, min('oneWayPrice', 0)) @Max(100000) oneWayPrice?: number | null;
}

/** The departures screen's filters (issue 43). */
@InputType()
export class DeparturesFilter {
  @Field(() => Int, { nullable: true, description: 'Departure airport.' }) @IsOptional() @IsInt(int('airportId')) @Min(1) airportId?: number;
  @Field(() => String, { nullable: true, description: 'Destination IATA code, e.g. AYT.' }) @IsOptional() @Matches(CODE, codeMsg) toCode?: string;
  @Field(() => String, { nullable: true, description: 'Outbound month, YYYY-MM (agency time).' })
  @IsOptional() @Matches(/^\d{4}-(0[1-9]|1[0-2])$/, { message: 'month duhet të jetë në formatin YYYY-MM.' }) month?: string;
}
