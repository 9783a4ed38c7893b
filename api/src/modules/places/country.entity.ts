import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

/** Shteti. The legacy client hard-codes ids 6..11 for the Europe City Break countries. */
@ObjectType('Country')
@Entity({ tableName: 'countries' })
export class Country {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String, { description: 'Legacy: emri.' })
  @Property({ type: 'string' })
  name!: string;

  @Field(() => String, { nullable: true, description: 'The English name ("Turkey" for Turqi): text search finds a place by either name.' })
  @Property({ type: 'string', fieldName: 'name_en', nullable: true })
  nameEn?: string | null;
}
