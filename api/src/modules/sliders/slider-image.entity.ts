import { Entity, Enum, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';

export enum SliderKind {
  HOME = 'home',
  GREECE = 'greece',
  BULGARIA = 'bulgaria',
  KOSOVA = 'kosova',
}
registerEnumType(SliderKind, {
  name: 'SliderKind',
  description: 'Which page slider an image belongs to.',
  valuesConfig: {
    HOME: { description: 'Home page "Oferta Speciale" (legacy /api/images).' },
    GREECE: { description: 'Greqi page "Visit Greece" (legacy /api/greqi-images).' },
    BULGARIA: { description: 'Bullgari page (legacy /api/bullgari/images).' },
    KOSOVA: { description: 'Visit Kosova page (GraphQL only).' },
  },
});

/** Names a person reads in the activity log. */
export const SLIDER_LABEL: Record<SliderKind, string> = {
  [SliderKind.HOME]: 'Oferta Speciale',
  [SliderKind.GREECE]: 'Greqi',
  [SliderKind.BULGARIA]: 'Bullgari',
  [SliderKind.KOSOVA]: 'Visit Kosova',
};

/** One slide of a page slider: a title over an image, shown in `position` order. */
@ObjectType('SliderImage')
@Entity({ tableName: 'slider_images' })
@Index({ properties: ['slider', 'position', 'id'] })
export class SliderImage {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => SliderKind)
  @Enum({ items: () => SliderKind, type: 'string' })
  slider!: SliderKind;

  @Field(() => String, { description: 'May be empty.' })
  @Property({ type: 'string' })
  title: string = '';

  @Field(() => String, { nullable: true, description: 'The caption in English; empty = the page shows the Albanian one (issue 42).' })
  @Property({ type: 'string', fieldName: 'title_en', nullable: true })
  titleEn?: string | null;

  @Field(() => Int, { description: 'Order within the slider, ascending.' })
  @Property({ type: 'integer' })
  position: number = 0;

  /** FK to media; exposed as `image` by the media module's field resolver. */
  @Property({ type: 'integer', fieldName: 'media_id' })
  mediaId!: number;

  @Field(() => Date)
  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();
}
