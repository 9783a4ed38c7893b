import { DecimalType, Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum CardKind {
  ISTANBUL = 'istanbul',
  HURGHADA = 'hurghada',
  CAPPADOCIA = 'cappadocia',
}
registerEnumType(CardKind, {
  name: 'CardKind',
  description: 'Which offer list a destination card belongs to.',
  valuesConfig: {
    ISTANBUL: { description: 'Home "Oferta Stamboll" (legacy /api/cards).' },
    HURGHADA: { description: 'Home "Oferta Hurghada" (legacy /api/hurghada/cards).' },
    CAPPADOCIA: { description: 'Home "Kapadokia hotele" carousel (legacy /api/kapodakia/cards).' },
  },
});

/** Names a person reads in the activity log. */
export const CARD_LABEL: Record<CardKind, string> = {
  [CardKind.ISTANBUL]: 'Stamboll',
  [CardKind.HURGHADA]: 'Hurghada',
  [CardKind.CAPPADOCIA]: 'Kapodakia',
};

/** A hotel offer card: name, location, price from, stars and a picture. */
@ObjectType('Card')
@Entity({ tableName: 'cards' })
@Index({ properties: ['kind', 'id'] })
export class Card {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => CardKind)
  @Enum({ items: () => CardKind, type: 'string' })
  kind!: CardKind;

  @Field(() => String, { description: 'Hotel name (legacy: name, or title when adding).' })
  @Property({ type: 'string' })
  name!: string;

  @Field(() => String, { description: 'Legacy: location, or description when adding.' })
  @Property({ type: 'string' })
  location: string = '';

  @Field(() => String, { nullable: true, description: 'The name in English; empty = the page shows the Albanian one (issue 42).' })
  @Property({ type: 'string', fieldName: 'name_en', nullable: true })
  nameEn?: string | null;

  @Field(() => String, { nullable: true, description: 'The location in English; empty = the page shows the Albanian one (issue 42).' })
  @Property({ type: 'string', fieldName: 'location_en', nullable: true })
  locationEn?: string | null;

  @Field(() => Float, { description: 'Price per person from, in euro.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)' })
  price!: number;

  @Field(() => Int, { description: 'Whole stars, 0-5.' })
  @Property({ type: 'integer' })
  stars: number = 4;

  /** FK to media; exposed as `image` by the media module's field resolver. */
  @Property({ type: 'integer', fieldName: 'media_id' })
  mediaId!: number;

  @Field(() => Date)
  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();
}
