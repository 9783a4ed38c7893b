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

  @Field(() => String, { nullable: true, description: 'The English name ("Istanbul" for Stamboll): text search finds a place by either name.' })
  @Property({ type: 'string', fieldName: 'name_en', nullable: true })
  nameEn?: string | null;

  @Field(() => Country)
  @ManyToOne({ entity: () => Country, fieldName: 'country_id', deleteRule: 'restrict' })
  country!: Rel<Country>;
}
