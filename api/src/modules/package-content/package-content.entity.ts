import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, ObjectType } from 'type-graphql';

/**
 * What the package page says about a package beyond its card (issue 20): the hotel and its place,
 * descriptions in both languages, what is and is not included, the flight. One row per package, kept
 * apart from `packages` so the legacy row and its mapper stay exactly as they were.
 */
@ObjectType('PackageDetails', { description: 'The package page content: hotel, descriptions, inclusions, flight.' })
@Entity({ tableName: 'package_content' })
export class PackageContent {
  @PrimaryKey({ type: 'integer', fieldName: 'package_id', autoincrement: false })
  packageId!: number;

  @Field(() => String, { nullable: true, description: 'Hotel name when it differs from the title.' })
  @Property({ type: 'string', fieldName: 'hotel_name', nullable: true })
  hotelName?: string | null;

  @Field(() => String, { nullable: true, description: 'Where the hotel is, e.g. "Lara, 200 m nga plazhi".' })
  @Property({ type: 'string', nullable: true })
  place?: string | null;

  @Field(() => String, { nullable: true, description: 'The place in English; the page shows `place` when empty.' })
  @Property({ type: 'string', fieldName: 'place_en', nullable: true })
  placeEn?: string | null;

  @Field(() => String, { nullable: true, description: 'Description in Albanian (plain text, paragraphs split by blank lines).' })
  @Property({ type: 'text', fieldName: 'description_sq', nullable: true })
  descriptionSq?: string | null;

  @Field(() => String, { nullable: true, description: 'Description in English.' })
  @Property({ type: 'text', fieldName: 'description_en', nullable: true })
  descriptionEn?: string | null;

  @Field(() => [String], { description: 'What the price includes, one item a line.' })
  @Property({ type: 'json' })
  included: string[] = [];

  @Field(() => [String], { description: 'What it does not include.' })
  @Property({ type: 'json', fieldName: 'not_included' })
  notIncluded: string[] = [];

  @Field(() => [String], { description: 'What the price includes, in English; the page shows `included` when empty.' })
  @Property({ type: 'json', fieldName: 'included_en' })
  includedEn: string[] = [];

  @Field(() => [String], { description: 'What it does not include, in English; the page shows `notIncluded` when empty.' })
  @Property({ type: 'json', fieldName: 'not_included_en' })
  notIncludedEn: string[] = [];

  @Field(() => String, { nullable: true })
  @Property({ type: 'string', nullable: true })
  airline?: string | null;

  @Field(() => String, { nullable: true, description: 'Outbound flight departure time on the departure date, HH:MM local.' })
  @Property({ type: 'string', fieldName: 'outbound_departure', nullable: true })
  outboundDeparture?: string | null;

  @Field(() => String, { nullable: true, description: 'Outbound flight arrival time, HH:MM local.' })
  @Property({ type: 'string', fieldName: 'outbound_arrival', nullable: true })
  outboundArrival?: string | null;

  @Field(() => String, { nullable: true, description: 'Return flight departure time on the return date, HH:MM local.' })
  @Property({ type: 'string', fieldName: 'return_departure', nullable: true })
  returnDeparture?: string | null;

  @Field(() => String, { nullable: true, description: 'Return flight arrival time, HH:MM local.' })
  @Property({ type: 'string', fieldName: 'return_arrival', nullable: true })
  returnArrival?: string | null;

  @Field(() => String, { nullable: true, description: 'Baggage allowance, e.g. "20 kg + 8 kg dore".' })
  @Property({ type: 'string', nullable: true })
  baggage?: string | null;

  @Field(() => String, { nullable: true, description: 'Baggage allowance in English; the page shows `baggage` when empty.' })
  @Property({ type: 'string', fieldName: 'baggage_en', nullable: true })
  baggageEn?: string | null;

  @Property({ type: 'datetime', fieldName: 'updated_at' })
  updatedAt: Date = new Date();
}

/** One picture of a package's gallery, in the order staff gave. */
@Entity({ tableName: 'package_photos' })
@Index({ properties: ['packageId', 'position'] })
export class PackagePhoto {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'integer', fieldName: 'package_id' })
  packageId!: number;

  @Property({ type: 'integer', fieldName: 'media_id' })
  mediaId!: number;

  @Property({ type: 'integer' })
  position!: number;
}
