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

  @Field(() => Int, { description: 'Legacy: udhetimi, the trip length in days.' })
  @Property({ type: 'integer' })
  days!: number;

  @Field(() => Float, { description: 'Legacy: cmimi, euro per person.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)' })
  price!: number;
}
