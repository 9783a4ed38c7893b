import { Field, Int, ObjectType } from 'type-graphql';
import { LocalDate } from '../../shared/local-date.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { Passenger } from './passenger.entity.js';

/** A booking's travellers with what the form needs: the booking, and until when the customer may change them. */
@ObjectType('PassengerList')
export class PassengerList {
  @Field(() => Reservation) reservation!: Reservation;
  @Field(() => [Passenger], { description: 'In order: the adults, then the children.' }) passengers!: Passenger[];
  @Field(() => LocalDate, { description: 'The last day the customer may change them (PASSENGER_EDIT_CUTOFF_DAYS before departure).' })
  editableUntil!: string;
  @Field(() => Boolean, { description: 'Whether the one asking may change them now: staff until the booking is cancelled, the customer until editableUntil.' })
  editable!: boolean;
  @Field(() => Int, { description: 'Travellers still lacking a name, date of birth or passport.' })
  get missing(): number {
    return this.passengers.filter((p) => p.missing.length > 0).length;
  }
}
