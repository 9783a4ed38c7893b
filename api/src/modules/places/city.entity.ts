import { Entity, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Country } from './country.entity.js';

/** Qyteti, always inside one country. */
@ObjectType('City')
@Entity({ tableName: 'cities' })
export class City {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String, { description: 'Legacy: emri.' })
  @Property({ type: 'string' })
  name!: string;

  @Field(() => Country)
  @ManyToOne({ entity: () => Country, fieldName: 'country_id', deleteRule: 'restrict' })
  country!: Rel<Country>;
}
