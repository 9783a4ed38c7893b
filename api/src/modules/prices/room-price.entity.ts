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

  @Field(() => Float, { description: 'Legacy: price_1 ("Price 1"), euro.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)', fieldName: 'price_1' })
  price1!: number;

  @Field(() => Float, { description: 'Legacy: price_2 ("Price 2"), euro.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)', fieldName: 'price_2' })
  price2!: number;
}
