import { DecimalType, Entity, Enum, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDate } from '../../shared/local-date.js';
import { Package } from '../packages/package.entity.js';
import { User } from '../users/user.entity.js';

export enum ReservationStatus {
  PENDING = 'PENDING',
  CONFIRMED = 'CONFIRMED',
  CANCELLED = 'CANCELLED',
}
registerEnumType(ReservationStatus, { name: 'ReservationStatus' });

/** A booking, with a snapshot of what was booked so it stays readable if the package changes or goes. */
@ObjectType('Reservation')
@Entity({ tableName: 'reservations' })
export class Reservation {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;

  @ManyToOne({ entity: () => User, fieldName: 'user_id', nullable: true, deleteRule: 'set null' })
  user?: Rel<User> | null;

  @Field(() => String, { description: 'Who booked (snapshot).' })
  @Property({ type: 'string', fieldName: 'user_name' }) userName!: string;

  @ManyToOne({ entity: () => Package, fieldName: 'package_id', nullable: true, deleteRule: 'set null' })
  package?: Rel<Package> | null;

  @Field(() => String) @Property({ type: 'string' }) title!: string;
  @Field(() => LocalDate) @Property({ type: 'date', fieldName: 'departure_date' }) departureDate!: string;
  @Field(() => LocalDate) @Property({ type: 'date', fieldName: 'return_date' }) returnDate!: string;
  @Field(() => Float, { description: 'Price per person at booking time.' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(10,2)' }) price!: number;
  @Field(() => Int) @Property({ type: 'integer' }) travellers!: number;

  @Field(() => ReservationStatus)
  @Enum({ items: () => ReservationStatus, type: 'string' }) status: ReservationStatus = ReservationStatus.PENDING;

  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Date = new Date();
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'updated_at' }) updatedAt: Date = new Date();

  @Field(() => Int, { nullable: true }) get packageId(): number | null { return this.package?.id ?? null; }
  @Field(() => Int, { nullable: true }) get userId(): number | null { return this.user?.id ?? null; }
}
