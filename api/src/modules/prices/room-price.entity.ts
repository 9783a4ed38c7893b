import { DecimalType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';

/** A row of the Turkey room price table (Turqi page). */
@ObjectType('RoomPrice')
@Entity({ tableName: 'room_prices' })
export class RoomPrice {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String, { description: 'Legacy: room_type ("Lloji i Dhomës").' })
  @Property({ type: 'string', fieldName: 'room_type' })
  roomType!: string;

  @Field(() => String, { description: 'Legacy: service ("Shërbimi").' })
  @Property({ type: 'string' })
  service!: string;

  @Field(() => String, { nullable: true, description: 'The room type in English; empty = the page shows the Albanian one (issue 42).' })
  @Property({ type: 'string', fieldName: 'room_type_en', nullable: true })
  roomTypeEn?: string | null;

  @Field(() => String, { nullable: true, description: 'The service in English; empty = the page shows the Albanian one (issue 42).' })
  @Property({ type: 'string', fieldName: 'service_en', nullable: true })
  serviceEn?: string | null;

  @Field(() => Float, { description: 'Legacy: price_1 ("Price 1"), euro.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)', fieldName: 'price_1' })
  price1!: number;

  @Field(() => Float, { description: 'Legacy: price_2 ("Price 2"), euro.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)', fieldName: 'price_2' })
  price2!: number;
}
