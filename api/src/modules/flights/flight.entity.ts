import { DecimalType, Entity, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Airport } from '../places/airport.entity.js';

/**
 * A charter flight pair (issue 43): the outbound and the return leg, and the seats the agency holds
 * on each. The packages flying on it draw from the smaller of the two (`block`). The destination is a
 * code and a city as text: destinations are not departure airports (the airports table holds those).
 * Staff only: the public never sees the agency's blocks.
 */
@ObjectType('Flight')
@Entity({ tableName: 'flights' })
export class Flight {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String) @Property({ type: 'string' }) carrier!: string;
  @Field(() => String) @Property({ type: 'string', fieldName: 'outbound_number' }) outboundNumber!: string;
  @Field(() => String) @Property({ type: 'string', fieldName: 'return_number' }) returnNumber!: string;

  @Field(() => Airport, { description: 'Where the outbound leg leaves from (and the return lands).' })
  @ManyToOne({ entity: () => Airport, fieldName: 'from_airport_id', deleteRule: 'restrict' })
  fromAirport!: Rel<Airport>;

  @Field(() => String, { description: 'The destination airport\'s IATA code, e.g. AYT.' }) @Property({ type: 'string', fieldName: 'to_code' }) toCode!: string;
  @Field(() => String, { description: 'The destination city, e.g. Antalya.' }) @Property({ type: 'string', fieldName: 'to_city' }) toCity!: string;

  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'outbound_departs_at' }) outboundDepartsAt!: Date;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'outbound_arrives_at' }) outboundArrivesAt!: Date;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'return_departs_at' }) returnDepartsAt!: Date;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'return_arrives_at' }) returnArrivesAt!: Date;
  @Field(() => String, { description: 'Baggage allowance as text, e.g. "20 kg + 8 kg dore".' }) @Property({ type: 'string' }) baggage: string = '';

  @Field(() => Int, { description: 'Seats the agency holds on the outbound leg.' }) @Property({ type: 'integer', fieldName: 'seats_outbound' }) seatsOutbound!: number;
  @Field(() => Int, { description: 'Seats the agency holds on the return leg.' }) @Property({ type: 'integer', fieldName: 'seats_return' }) seatsReturn!: number;

  @Field(() => Float, { nullable: true, description: 'Price of a return seat sold alone, without a hotel (ADR 0032); null: not sold alone.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)', fieldName: 'seat_price', nullable: true }) seatPrice?: number | null;
  @Field(() => Float, { nullable: true, description: 'Price of a one-way seat sold alone; null: the return seat\'s price.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)', fieldName: 'one_way_price', nullable: true }) oneWayPrice?: number | null;

  /** Issue 46 (reports): what a seat of the block costs the agency, in cents (the seats-alone margin); null: not known. */
  @Property({ type: 'integer', fieldName: 'seat_cost_cents', nullable: true }) seatCostCents?: number | null;

  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Date = new Date();

  /** What the packages on it can sell: a traveller needs a seat both ways. */
  @Field(() => Int, { description: 'The seats packages can sell: the smaller of the two legs.' })
  get block(): number {
    return Math.min(this.seatsOutbound, this.seatsReturn);
  }
}

/** "JU1234 PRN → AYT": how the log and the lists name a flight. */
export function flightLabel(f: Pick<Flight, 'outboundNumber' | 'toCode'> & { fromAirport?: { code: string } | null }): string {
  return `${f.outboundNumber} ${f.fromAirport?.code ?? ''} → ${f.toCode}`.replace(/\s+/g, ' ');
}
