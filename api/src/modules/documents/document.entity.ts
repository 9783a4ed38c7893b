import { Entity, Enum, ManyToOne, PrimaryKey, Property, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { Reservation } from '../reservations/reservation.entity.js';

/** The papers of a booking (issue 45, ADR 0036). */
export enum DocumentKind {
  CONTRACT = 'CONTRACT',
  INVOICE = 'INVOICE',
  RECEIPT = 'RECEIPT',
  VOUCHER = 'VOUCHER',
}
registerEnumType(DocumentKind, {
  name: 'DocumentKind',
  valuesConfig: {
    CONTRACT: { description: 'The package travel contract with the standard information form and the terms it was made under.' },
    INVOICE: { description: 'The pro-forma invoice: the total, the payment schedule, the bank details and the reference to quote.' },
    RECEIPT: { description: 'The receipt of one entry of the ledger (a payment, a refund or a reversal).' },
    VOUCHER: { description: 'The voucher for the hotel and the transfer, once the booking is paid in full.' },
  },
});

/**
 * A document as it was made: numbered per kind and year without gaps, its PDF in both languages, never
 * changed (a trigger refuses updates). A booking that changes gets a new version; the old ones stay.
 */
@ObjectType('BookingDocument')
@Entity({ tableName: 'documents' })
export class BookingDocument {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => Reservation, fieldName: 'reservation_id', deleteRule: 'cascade' }) reservation!: Rel<Reservation>;
  @Field(() => DocumentKind) @Enum({ items: () => DocumentKind, type: 'text' }) kind!: DocumentKind;
  @Field(() => Int, { nullable: true, description: 'A receipt\'s ledger entry.' })
  @Property({ type: 'integer', fieldName: 'payment_id', nullable: true }) paymentId?: number | null;
  @Field(() => Int, { description: '1 for the first document of its kind for this booking (a receipt: for its entry), then 2, 3 as the booking changes.' })
  @Property({ type: 'integer' }) version!: number;
  @Property({ type: 'integer' }) year!: number;
  @Property({ type: 'integer' }) seq!: number;
  @Field(() => String, { description: 'E.g. KON-2026-000012: the kind\'s prefix, the year, the number in that year.' })
  @Property({ type: 'text' }) number!: string;
  /** SHA-256 of the facts it was made from: a new version is made only when they change. */
  @Property({ type: 'text', hidden: true }) fingerprint!: string;
  @Property({ type: 'blob', fieldName: 'pdf_sq', lazy: true, hidden: true }) pdfSq!: Buffer;
  @Property({ type: 'blob', fieldName: 'pdf_en', lazy: true, hidden: true }) pdfEn!: Buffer;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Date = new Date();

  @Field(() => Int) get reservationId(): number { return this.reservation.id; }
}

/** The agency's contract terms, as the owner publishes them: each a new version, a booking keeps its own. */
@ObjectType('ContractTerms')
@Entity({ tableName: 'contract_terms' })
export class ContractTerms {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) version!: number;
  @Field(() => String) @Property({ type: 'text', fieldName: 'body_sq' }) bodySq!: string;
  @Field(() => String) @Property({ type: 'text', fieldName: 'body_en' }) bodyEn!: string;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Date = new Date();
  @Field(() => String) @Property({ type: 'text', fieldName: 'created_by_name' }) createdByName: string = 'system';
}
