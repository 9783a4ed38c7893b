import { Entity, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Reservation } from './reservation.entity.js';

/** A staff note on a reservation (issue 42): internal, never shown to the customer. */
@ObjectType('ReservationNote')
@Entity({ tableName: 'reservation_notes' })
export class ReservationNote {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;

  @ManyToOne({ entity: () => Reservation, fieldName: 'reservation_id', deleteRule: 'cascade' })
  reservation!: Rel<Reservation>;

  /** The staff member, as the activity log keeps them: an id and a name snapshot (no foreign key). */
  @Field(() => Int, { nullable: true }) @Property({ type: 'integer', fieldName: 'author_id', nullable: true }) authorId?: number | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', fieldName: 'author_name', nullable: true }) authorName?: string | null;

  @Field(() => String) @Property({ type: 'text' }) text!: string;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Date = new Date();
}
