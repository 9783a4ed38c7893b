import { Entity, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Country } from './country.entity.js';

@ObjectType('Airport')
@Entity({ tableName: 'airports' })
export class Airport {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String, { description: 'Legacy: emri.' })
  @Property({ type: 'string' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The name in English; empty = the page shows the Albanian one (issue 42).' })
  @Property({ type: 'string', fieldName: 'name_en', nullable: true })
  nameEn?: string | null;

  @Field(() => String, { description: 'IATA-style code, legacy: akronimi.' })
  @Property({ type: 'string' })
  code!: string;

  @Field(() => Country)
  @ManyToOne({ entity: () => Country, fieldName: 'country_id', deleteRule: 'restrict' })
  country!: Rel<Country>;

  /** "Prishtina (PRN)": how every screen labels an airport. */
  @Field(() => String)
  get label(): string {
    return `${this.name} (${this.code})`;
  }
}
