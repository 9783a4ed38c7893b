import { DecimalType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';

/** A row of the Abu Dhabi and Dubai trip price table. */
@ObjectType('DubaiPrice')
@Entity({ tableName: 'dubai_prices' })
export class DubaiPrice {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String, { description: 'Legacy: nisja ("Nisja"), e.g. "Çdo të Hënë" or a date.' })
  @Property({ type: 'string' })
  departure!: string;

  @Field(() => String, { description: 'Legacy: tipi_dhomes ("Tipi i dhomës").' })
  @Property({ type: 'string', fieldName: 'room_type' })
  roomType!: string;

  @Field(() => String, { description: 'Legacy: sherbimi ("Shërbimi").' })
  @Property({ type: 'string' })
  service!: string;

  @Field(() => String, { nullable: true, description: 'The departure in English; empty = the page shows the Albanian one (issue 42).' })
  @Property({ type: 'string', fieldName: 'departure_en', nullable: true })
  departureEn?: string | null;

  @Field(() => String, { nullable: true, description: 'The room type in English; empty = the page shows the Albanian one (issue 42).' })
  @Property({ type: 'string', fieldName: 'room_type_en', nullable: true })
  roomTypeEn?: string | null;

  @Field(() => String, { nullable: true, description: 'The service in English; empty = the page shows the Albanian one (issue 42).' })
  @Property({ type: 'string', fieldName: 'service_en', nullable: true })
  serviceEn?: string | null;

  @Field(() => Int, { description: 'Legacy: udhetimi, the trip length in days.' })
  @Property({ type: 'integer' })
  days!: number;

  @Field(() => Float, { description: 'Legacy: cmimi, euro per person.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)' })
  price!: number;
}
