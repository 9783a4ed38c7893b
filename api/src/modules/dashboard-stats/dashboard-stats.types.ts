import { Field, Float, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/local-date.js';

/*
 * Sums of cents are Float, not Int: a season's sales at the bench's 200,000 bookings may pass 2^31 cents
 * (GraphQL's Int). They are whole cents all the same.
 */

@ObjectType('DashboardBooked', { description: 'Bookings made in a period (by their creation instant, agency time) that still count: on option, confirmed or travelled.' })
export class DashboardBooked {
  @Field(() => Int) bookings!: number;
  @Field(() => Int, { description: 'Their travellers, infants included.' }) travellers!: number;
  @Field(() => Float, { description: 'Revenue: the sum of their totals, in cents.' }) revenueCents!: number;
}

@ObjectType('DashboardReceived', { description: 'Ledger entries dated in a period (the money report\'s receivedTotal).' })
export class DashboardReceived {
  @Field(() => Float, { description: 'Payments received, in cents (kind PAYMENT).' }) receivedCents!: number;
  @Field(() => Float, { description: 'Payments less refunds and reversals, in cents.' }) netCents!: number;
}

@ObjectType('DashboardBalance', { description: 'Bookings owing money and how much, in cents.' })
export class DashboardBalance {
  @Field(() => Int) bookings!: number;
  @Field(() => Float) cents!: number;
}

@ObjectType('DashboardMonthSales', { description: 'Sales of one month against the same month a year earlier.' })
export class DashboardMonthSales {
  @Field(() => String, { description: 'YYYY-MM.' }) month!: string;
  @Field(() => Float) salesCents!: number;
  @Field(() => Int) bookings!: number;
  @Field(() => String, { description: 'The same month a year earlier, YYYY-MM.' }) lastYearMonth!: string;
  @Field(() => Float) lastYearSalesCents!: number;
  @Field(() => Int) lastYearBookings!: number;
}

@ObjectType('DashboardShare', { description: 'Bookings of the season grouped by a destination country or a departure airport.' })
export class DashboardShare {
  @Field(() => Int, { nullable: true, description: 'The country or airport (not `id`: a client cache would take a country and an airport of one id for one object); null: seats alone (country) or unknown.' }) placeId!: number | null;
  @Field(() => String, { nullable: true }) name!: string | null;
  @Field(() => String, { nullable: true, description: 'The English name, if given.' }) nameEn!: string | null;
  @Field(() => Int) bookings!: number;
  @Field(() => Int) travellers!: number;
  @Field(() => Float) revenueCents!: number;
}

@ObjectType('DashboardOccupancy', { description: 'A departing flight\'s block and the seats taken on it (the departures screen\'s counts).' })
export class DashboardOccupancy {
  @Field(() => Int) flightId!: number;
  @Field(() => String, { description: 'e.g. "XY 123 PRN → AYT".' }) label!: string;
  @Field(() => Date) departsAt!: Date;
  @Field(() => Int, { description: 'Seats the agency can sell (the smaller leg).' }) block!: number;
  @Field(() => Int, { description: 'Seats of confirmed bookings.' }) sold!: number;
  @Field(() => Int, { description: 'Seats held by options.' }) onOption!: number;
  @Field(() => Int) free!: number;
}

@ObjectType('DashboardWeekPayments', { description: 'Ledger entries of one week (Monday to Sunday).' })
export class DashboardWeekPayments {
  @Field(() => LocalDate, { description: 'The Monday.' }) weekStart!: string;
  @Field(() => Float) receivedCents!: number;
  @Field(() => Float) netCents!: number;
}

@ObjectType('DashboardOverview', { description: "The owner's and admins' home (issue 46, item 1): today's numbers and the season's charts." })
export class DashboardOverview {
  @Field(() => LocalDate, { description: "The agency's today (Europe/Belgrade)." }) today!: string;
  @Field(() => LocalDate, { description: 'The first of this month: "this month" runs from it to today.' }) monthStart!: string;
  @Field(() => LocalDate, { description: 'The first month of the season: the 12 months up to this one.' }) seasonStart!: string;
  @Field(() => Int, { description: 'How far ahead optionsLapsing looks.' }) lapsingWithinHours!: number;
  @Field(() => DashboardBooked) bookedToday!: DashboardBooked;
  @Field(() => DashboardBooked) bookedThisMonth!: DashboardBooked;
  @Field(() => DashboardReceived) receivedToday!: DashboardReceived;
  @Field(() => DashboardReceived) receivedThisMonth!: DashboardReceived;
  @Field(() => DashboardBalance, { description: 'Live bookings not paid in full, now (the money report\'s outstanding).' }) outstanding!: DashboardBalance;
  @Field(() => DashboardBalance, { description: 'Bookings with a stage past its due date and not paid in full; cents: what those stages still owe.' }) overdue!: DashboardBalance;
  @Field(() => Int, { description: 'Options whose hold ends within lapsingWithinHours.' }) optionsLapsing!: number;
  @Field(() => [DashboardMonthSales], { description: 'The season month by month, the oldest first.' }) salesByMonth!: DashboardMonthSales[];
  @Field(() => [DashboardShare], { description: 'The season\'s bookings per destination country, the most first.' }) byCountry!: DashboardShare[];
  @Field(() => [DashboardShare], { description: 'The season\'s bookings per departure airport, the most first.' }) byAirport!: DashboardShare[];
  @Field(() => [DashboardOccupancy], { description: 'The next flights from today on, the soonest first.' }) nextDepartures!: DashboardOccupancy[];
  @Field(() => [DashboardWeekPayments], { description: 'The last 12 weeks, this one included, the oldest first.' }) paymentsByWeek!: DashboardWeekPayments[];
}
