import { DecimalType, Entity, Enum, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';
import { Package } from '../packages/package.entity.js';
import { Board } from './board.js';

export { Board };

/** A child's price by age: from `minAge` (inclusive) up to `maxAge` (exclusive), whole years. */
@ObjectType('ChildPriceBand')
export class ChildBand {
  @Field(() => Int) minAge!: number;
  @Field(() => Int, { description: 'Exclusive: a band 2-12 is for children aged 2 to 11.' }) maxAge!: number;
  @Field(() => Float, { description: 'Price per child in euro; 0 = free.' }) price!: number;
}

/** One way to book a package: room type × board, with its prices. */
@ObjectType('PackageOption')
@Entity({ tableName: 'package_options' })
export class PackageOption {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;

  @ManyToOne({ entity: () => Package, fieldName: 'package_id', deleteRule: 'cascade' })
  package!: Rel<Package>;

  @Field(() => String, { description: 'e.g. Double room, Family room.' })
  @Property({ type: 'string', fieldName: 'room_type' }) roomType!: string;

  @Field(() => String, { nullable: true, description: 'The room type in English; empty = the Albanian one (issue 42).' })
  @Property({ type: 'string', fieldName: 'room_type_en', nullable: true }) roomTypeEn?: string | null;

  @Field(() => Board) @Enum({ items: () => Board, type: 'string' }) board!: Board;

  @Field(() => Float, { description: 'Price per adult in euro.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)', fieldName: 'adult_price' }) adultPrice!: number;

  @Field(() => Float, { description: 'Added once when one adult travels alone.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)', fieldName: 'single_supplement' }) singleSupplement: number = 0;

  @Field(() => [ChildBand], { description: 'Children of an age in no band pay the adult price.' })
  @Property({ type: 'json', fieldName: 'child_bands' }) childBands: ChildBand[] = [];

  // Occupancy (issue 42): checked by bookingQuote and bookPackage (occupancy.ts).
  @Field(() => Int, { description: 'The most adults the room takes.' })
  @Property({ type: 'integer', fieldName: 'max_adults' }) maxAdults: number = 3;
  @Field(() => Int, { description: 'The most children the room takes (0: none).' })
  @Property({ type: 'integer', fieldName: 'max_children' }) maxChildren: number = 2;
  @Field(() => Int, { description: 'The fewest persons (adults and children) the room is sold for.' })
  @Property({ type: 'integer', fieldName: 'min_persons' }) minPersons: number = 1;

  @Property({ type: 'integer' }) position: number = 0;

  @Field(() => Int) get packageId(): number { return this.package.id; }
}
