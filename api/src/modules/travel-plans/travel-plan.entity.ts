import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/local-date.js';

/** A row of the home "travel plans" table (legacy table 'home'). */
@ObjectType('TravelPlan')
@Entity({ tableName: 'travel_plans' })
export class TravelPlan {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String, { description: 'Legacy: nisja_nga.' })
  @Property({ type: 'string', fieldName: 'departure_from' })
  departureFrom!: string;

  @Field(() => String, { description: 'Legacy: destinimi_hoteli.' })
  @Property({ type: 'string', fieldName: 'destination_hotel' })
  destinationHotel!: string;

  @Field(() => String, { description: 'Legacy: opsionet_neteve.' })
  @Property({ type: 'string', fieldName: 'nights_option' })
  nightsOption!: string;

  @Field(() => LocalDate, { description: 'Legacy: data.' })
  @Property({ type: 'date' })
  date!: string;

  @Field(() => Int, { description: 'Legacy: udhetaret.' })
  @Property({ type: 'integer' })
  travellers!: number;
}
