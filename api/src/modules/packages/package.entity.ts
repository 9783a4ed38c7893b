import { DecimalType, Entity, Enum, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/local-date.js';
import { Board } from '../package-options/board.js';
import { Flight } from '../flights/flight.entity.js';
import { Airport } from '../places/airport.entity.js';
import { City } from '../places/city.entity.js';
import { Country } from '../places/country.entity.js';

/** What every read of a package joins in. */
export const RELATIONS = ['country', 'city', 'airport'] as const;

/** Aranzhman: a holiday package. English names here; the legacy mapper speaks Albanian. */
@ObjectType('Package')
@Entity({ tableName: 'packages' })
export class Package {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String, { description: 'Legacy: titulli.' })
  @Property({ type: 'string' })
  title!: string;

  @Field(() => Country, { description: 'Destination country (legacy: shtetiId / shteti).' })
  @ManyToOne({ entity: () => Country, fieldName: 'country_id', deleteRule: 'restrict' })
  country!: Rel<Country>;

  @Field(() => City, { nullable: true, description: 'Destination city, when the package has one.' })
  @ManyToOne({ entity: () => City, fieldName: 'city_id', nullable: true, deleteRule: 'restrict' })
  city?: Rel<City> | null;

  @Field(() => Airport, { description: 'Departure airport (legacy: airportId / airport).' })
  @ManyToOne({ entity: () => Airport, fieldName: 'airport_id', deleteRule: 'restrict' })
  airport!: Rel<Airport>;

  @Field(() => Float, { description: 'Price per person in euro (legacy: cmimi).' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)' })
  price!: number;

  @Field(() => Int, { description: 'Travellers the offer is for (legacy: nrPersonave).' })
  @Property({ type: 'integer' })
  persons!: number;

  @Field(() => Int, { description: 'Legacy: nrNeteve.' })
  @Property({ type: 'integer' })
  nights!: number;

  @Field(() => String, { description: 'Legacy: llojiDhomes.' })
  @Property({ type: 'string', fieldName: 'room_type' })
  roomType!: string;

  @Field(() => String, { nullable: true, description: 'The room type in English; empty = the page shows the Albanian one (issue 42).' })
  @Property({ type: 'string', fieldName: 'room_type_en', nullable: true })
  roomTypeEn?: string | null;

  @Field(() => String, { description: 'Board as text, e.g. All Inclusive (legacy: sherbimi).' })
  @Property({ type: 'string' })
  service!: string;

  @Field(() => Board, { nullable: true, description: 'The board as a choice (issue 42); null when `service` names none. The search filters on it.' })
  @Enum({ items: () => Board, type: 'string', nullable: true })
  board?: Board | null;

  @Field(() => LocalDate, { description: 'Legacy: dataNisjes.' })
  @Property({ type: 'date', fieldName: 'departure_date' })
  departureDate!: string;

  @Field(() => LocalDate, { description: 'Legacy: dataKthimit.' })
  @Property({ type: 'date', fieldName: 'return_date' })
  returnDate!: string;

  @Field(() => Int, { description: 'Stars, 1-5.' })
  @Property({ type: 'integer' })
  rating!: number;

  @Field(() => Int, { nullable: true, description: 'Seats on offer; null means unlimited.' })
  @Property({ type: 'integer', nullable: true })
  seats?: number | null;

  /** The charter it flies on (issue 43): its travellers take seats of that flight's block too. Staff read it as `flightId`. */
  @ManyToOne({ entity: () => Flight, fieldName: 'flight_id', nullable: true, deleteRule: 'restrict' })
  flight?: Rel<Flight> | null;

  @Field(() => Int, { nullable: true, description: 'The charter flight it flies on (issue 43); null = no flight block, only `seats`.' })
  get flightId(): number | null {
    return this.flight?.id ?? null;
  }

  /** Media id of the package's picture (the media module resolves it to an Image). */
  @Property({ type: 'integer', fieldName: 'image_id', nullable: true })
  imageId?: number | null;

  @Field(() => Date)
  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();

  // Payment and cancellation terms (issue 20); null = the agency's default (config). Read through Package.terms.
  @Property({ type: 'integer', fieldName: 'deposit_percent', nullable: true }) depositPercent?: number | null;
  @Property({ type: 'integer', fieldName: 'balance_due_days', nullable: true }) balanceDueDays?: number | null;
  @Property({ type: 'integer', fieldName: 'free_cancellation_days', nullable: true }) freeCancellationDays?: number | null;
  /** Issue 44: a fixed deposit per traveller, in cents, in place of the percent. */
  @Property({ type: 'integer', fieldName: 'deposit_per_person_cents', nullable: true }) depositPerPersonCents?: number | null;
  /** Issue 46 (reports): what a traveller costs the agency (hotel, flight, transfers), in cents; null: not known, no margin. */
  @Property({ type: 'integer', fieldName: 'cost_per_person_cents', nullable: true }) costPerPersonCents?: number | null;
}
