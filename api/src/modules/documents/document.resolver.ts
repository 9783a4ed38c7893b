import { Arg, Ctx, Field, FieldResolver, Int, Mutation, ObjectType, Query, Resolver, Root } from 'type-graphql';
import { Auth } from '../../graphql/auth.js';
import type { AppContext } from '../../http/context.js';
import { Role, STAFF } from '../users/role.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { BookingDocument, ContractTerms } from './document.entity.js';
import { ContractTermsInput } from './document.inputs.js';

/** Where a document is downloaded, in each language: GET /api/documents/:id?lang=sq|en. */
@Resolver(() => BookingDocument)
export class BookingDocumentResolver {
  @FieldResolver(() => String, { description: 'The PDF in Albanian.' })
  urlSq(@Root() d: BookingDocument): string { return `/api/documents/${d.id}?lang=sq`; }

  @FieldResolver(() => String, { description: 'The PDF in English.' })
  urlEn(@Root() d: BookingDocument): string { return `/api/documents/${d.id}?lang=en`; }
}

@ObjectType('BookingDocumentList', { description: "A booking's documents, and whether some are still being made." })
class BookingDocumentList {
  @Field(() => Int) reservationId!: number;
  @Field(() => Boolean, { description: 'A change of the booking is still being put into its documents (a job is waiting or running).' }) pending!: boolean;
  @Field(() => [BookingDocument], { description: 'Every version made, newest first within a kind.' }) documents!: BookingDocument[];
}

/** A booking's documents (issue 45) for its customer and staff; the contract terms for staff, published by the owner. */
@Resolver(() => Reservation)
export class ReservationDocumentsResolver {
  @FieldResolver(() => [BookingDocument], { description: 'Contract, pro-forma invoice, receipts and voucher, every version made; empty for anyone else.' })
  documents(@Root() r: Reservation, @Ctx() ctx: AppContext) {
    return ctx.services.documents.listFor(r);
  }

  @Auth() @Query(() => BookingDocumentList, { description: 'The documents of one of your bookings (staff: of any booking).' })
  bookingDocuments(@Arg('reservationId', () => Int) reservationId: number, @Ctx() ctx: AppContext) {
    return ctx.services.documents.ofBooking(reservationId);
  }

  @Auth(...STAFF) @Query(() => ContractTerms, { nullable: true, description: 'The terms bookings are made under now.' })
  contractTerms(@Ctx() ctx: AppContext) {
    return ctx.services.documents.currentTerms();
  }

  @Auth(...STAFF) @Query(() => [ContractTerms], { description: 'Every published version, newest first.' })
  contractTermsVersions(@Ctx() ctx: AppContext) {
    return ctx.services.documents.termsVersions();
  }

  @Auth(Role.OWNER) @Mutation(() => ContractTerms, { description: 'Publish a new version of the terms (the owner): earlier bookings keep theirs.' })
  publishContractTerms(@Arg('input', () => ContractTermsInput) input: ContractTermsInput, @Ctx() ctx: AppContext) {
    return ctx.services.documents.publishTerms(input);
  }
}

export const documentResolvers = [BookingDocumentResolver, ReservationDocumentsResolver];
