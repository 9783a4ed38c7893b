import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { LogEntry } from '../logs/log.entity.js';
import { STAFF } from '../users/role.js';
import type { CustomerNow } from './reservation-desk.service.js';
import { ReservationNote } from './reservation-note.entity.js';
import { Reservation } from './reservation.entity.js';
import { ReservationNoteInput } from './reservation.inputs.js';

@ObjectType('CustomerContact', { description: "A customer's e-mail and phone as their account has them now." })
class CustomerContact implements CustomerNow {
  @Field(() => String) email!: string;
  @Field(() => String) phone!: string;
}

/** One booking for staff (issue 42): its history, internal notes and the customer's contact now. */
@Resolver(() => Reservation)
export class ReservationDeskResolver {
  @Auth(...STAFF) @Query(() => Reservation, { description: 'One reservation, for the staff detail view.' })
  reservation(@Arg('id', () => Int) id: number, @Ctx() ctx: AppContext) {
    return ctx.services.reservationDesk.get(id);
  }

  @Auth(...STAFF) @FieldResolver(() => [LogEntry], { description: 'What staff did to it (status changes, notes), oldest first. Staff only.' })
  history(@Root() r: Reservation, @Ctx() ctx: AppContext) {
    return ctx.services.reservationDesk.history(r.id);
  }

  @Auth(...STAFF) @FieldResolver(() => [ReservationNote], { description: 'Internal notes, oldest first; never shown to the customer. Staff only.' })
  notes(@Root() r: Reservation, @Ctx() ctx: AppContext) {
    return ctx.services.reservationDesk.notesOf.load(r.id);
  }

  @Auth(...STAFF) @FieldResolver(() => CustomerContact, { nullable: true, description: "The customer's e-mail and phone now (customerEmail/Phone are at booking time); null once the account is deleted. Staff only." })
  customerNow(@Root() r: Reservation, @Ctx() ctx: AppContext) {
    return ctx.services.reservationDesk.customerNow.load(r.id);
  }

  @Auth(...STAFF) @Mutation(() => ReservationNote, { description: 'Add an internal note to a reservation (logged).' })
  addReservationNote(@Arg('id', () => Int) id: number, @Arg('input', () => ReservationNoteInput) input: ReservationNoteInput, @Ctx() ctx: AppContext) {
    return ctx.services.reservationDesk.addNote(id, input);
  }
}
