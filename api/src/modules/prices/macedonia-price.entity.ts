import { DecimalType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';

/** A row of the Macedonia hotel price table (Maqedoni page). */
@ObjectType('MacedoniaPrice')
@Entity({ tableName: 'macedonia_prices' })
export class MacedoniaPrice {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String, { description: 'Legacy: lloji_dhomes ("Lloji dhomes").' })
  @Property({ type: 'string', fieldName: 'room_type' })
  roomType!: string;

  @Field(() => String, { description: 'Legacy: sherbimi ("Sherbimi").' })
  @Property({ type: 'string' })
  service!: string;

  @Field(() => String, { nullable: true, description: 'The room type in English; empty = the page shows the Albanian one (issue 42).' })
  @Property({ type: 'string', fieldName: 'room_type_en', nullable: true })
  roomTypeEn?: string | null;

  @Field(() => String, { nullable: true, description: 'The service in English; empty = the page shows the Albanian one (issue 42).' })
  @Property({ type: 'string', fieldName: 'service_en', nullable: true })
  serviceEn?: string | null;

  @Field(() => Float, { description: 'Legacy: gjat_sezones ("Gjatë sezonës"), euro.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)', fieldName: 'in_season_price' })
  inSeasonPrice!: number;

  @Field(() => Float, { description: 'Legacy: jasht_sezones ("Jashtë sezonës"), euro.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)', fieldName: 'off_season_price' })
  offSeasonPrice!: number;
}
