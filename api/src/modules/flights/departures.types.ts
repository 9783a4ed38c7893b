import { Field, Int, ObjectType } from 'type-graphql';
import { Flight } from './flight.entity.js';

/** Seats by what holds them, on a flight or one package on it (issue 43). */
const SEATS = {
  taken: 'Seats held by live reservations (sold and on option).',
  sold: 'Seats of confirmed reservations.',
  onOption: 'Seats on option (held until confirmed or lapsed).',
  waitlisted: 'Seats asked for on the waiting list (not held).',
};

@ObjectType('DeparturePackage')
export class DeparturePackage {
  @Field(() => Int, { description: SEATS.taken }) taken!: number;
  @Field(() => Int, { description: SEATS.sold }) sold!: number;
  @Field(() => Int, { description: SEATS.onOption }) onOption!: number;
  @Field(() => Int, { description: SEATS.waitlisted }) waitlisted!: number;
  @Field(() => Int) packageId!: number;
  @Field(() => String) title!: string;
  @Field(() => Int, { nullable: true, description: "The package's own cap (its rooms); null = only the flight's block." }) cap!: number | null;
}

@ObjectType('Departure')
export class Departure {
  @Field(() => Int, { description: SEATS.taken }) taken!: number;
  @Field(() => Int, { description: SEATS.sold }) sold!: number;
  @Field(() => Int, { description: SEATS.onOption }) onOption!: number;
  @Field(() => Int, { description: SEATS.waitlisted }) waitlisted!: number;
  @Field(() => Flight) flight!: Flight;
  @Field(() => Int, { description: 'Seats the agency holds: the smaller leg.' }) block!: number;
  @Field(() => Int, { description: 'Seats still free on the block.' }) free!: number;
  @Field(() => [DeparturePackage], { description: 'The packages on the flight, by title.' }) packages!: DeparturePackage[];
  @Field(() => Int, { description: 'Seats taken by bookings of seats alone (ADR 0032), within `taken`.' }) seatOnly!: number;
}

@ObjectType('LapsingOption')
export class LapsingOption {
  @Field(() => Int) id!: number;
  @Field(() => String) reference!: string;
  @Field(() => String) userName!: string;
  @Field(() => String) title!: string;
  @Field(() => Int) seats!: number;
  @Field(() => Int) flightId!: number;
  @Field(() => String, { description: 'The flight, e.g. "JU 1234 PRN → AYT".' }) flight!: string;
  @Field(() => Date) createdAt!: Date;
  @Field(() => Date, { description: 'When the option lapses (until booking states give an expiry: its creation).' }) lapsesAt!: Date;
}

@ObjectType('Departures')
export class Departures {
  @Field(() => [Departure]) items!: Departure[];
  @Field(() => Int) total!: number;
  @Field(() => Int) page!: number;
  @Field(() => Int) pageSize!: number;
  @Field(() => [LapsingOption], { description: 'Options about to lapse on these departures, soonest first.' }) lapsing!: LapsingOption[];
}
