import { Entity, Enum, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { LocalDate } from '../../shared/local-date.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { passportWarning } from './passenger-rules.js';

export enum Sex {
  F = 'F',
  M = 'M',
}
registerEnumType(Sex, { name: 'Sex', description: 'As in the passport: F or M.' });

/** What a traveller may still lack (the staff's "missing data"); sex and nationality are optional. */
export enum PassengerField {
  NAMES = 'NAMES',
  DATE_OF_BIRTH = 'DATE_OF_BIRTH',
  PASSPORT_NUMBER = 'PASSPORT_NUMBER',
  PASSPORT_EXPIRY = 'PASSPORT_EXPIRY',
}
registerEnumType(PassengerField, { name: 'PassengerField' });

/** What a traveller still lacks: THE rule, shared by the entity and the departure lists (issue 46). */
export function missingOf(p: Pick<Passenger, 'surname' | 'givenNames' | 'dateOfBirth' | 'passportNumber' | 'passportExpiry'>): PassengerField[] {
  return [
    ...(!p.surname || !p.givenNames ? [PassengerField.NAMES] : []),
    ...(!p.dateOfBirth ? [PassengerField.DATE_OF_BIRTH] : []),
    ...(!p.passportNumber ? [PassengerField.PASSPORT_NUMBER] : []),
    ...(!p.passportExpiry ? [PassengerField.PASSPORT_EXPIRY] : []),
  ];
}

/**
 * One traveller of a booking (issue 43), as the passport has them: the airline's passenger list and the
 * hotel's rooming list are made from these. Personal data (ADR 0030): read only by the booking's
 * customer and staff, never written to any log. `childAge` is the age booked (null: an adult).
 */
@ObjectType('Passenger')
@Entity({ tableName: 'passengers' })
export class Passenger {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;

  @ManyToOne({ entity: () => Reservation, fieldName: 'reservation_id', deleteRule: 'cascade' })
  reservation!: Rel<Reservation>;

  @Field(() => Int, { description: '0-based: the adults first, then the children in the order of childAges.' })
  @Property({ type: 'integer' }) position!: number;
  @Field(() => Int, { nullable: true, description: 'The age booked for a child; null for an adult.' })
  @Property({ type: 'integer', fieldName: 'child_age', nullable: true }) childAge?: number | null;

  @Field(() => String) @Property({ type: 'string' }) surname: string = '';
  @Field(() => String) @Property({ type: 'string', fieldName: 'given_names' }) givenNames: string = '';
  @Field(() => Sex, { nullable: true }) @Enum({ items: () => Sex, type: 'string', nullable: true }) sex?: Sex | null;
  @Field(() => LocalDate, { nullable: true }) @Property({ type: 'date', fieldName: 'date_of_birth', nullable: true }) dateOfBirth?: string | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', fieldName: 'passport_number', nullable: true }) passportNumber?: string | null;
  @Field(() => LocalDate, { nullable: true }) @Property({ type: 'date', fieldName: 'passport_expiry', nullable: true }) passportExpiry?: string | null;
  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2 code (XK for Kosovo).' })
  @Property({ type: 'string', length: 2, nullable: true }) nationality?: string | null;

  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'updated_at' }) updatedAt: Date = new Date();

  @Field(() => [PassengerField], { description: 'What this traveller still lacks (sex and nationality are optional).' })
  get missing(): PassengerField[] {
    return missingOf(this);
  }

  @Field(() => Boolean, { description: 'The passport is valid for the trip but expires within 6 months of the return: check the destination\'s rule.' })
  get passportWarning(): boolean {
    const back = this.reservation?.returnDate;
    return Boolean(back) && passportWarning(this.passportExpiry, back);
  }
}
