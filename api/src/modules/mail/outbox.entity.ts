import { Entity, Enum, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import type { AttachmentRef } from '../documents/attachment.js';

export enum OutboxStatus {
  PENDING = 'PENDING',
  SENT = 'SENT',
  FAILED = 'FAILED',
}
registerEnumType(OutboxStatus, { name: 'OutboxStatus' });

/** A mail waiting to go out, written in the same transaction as the change it reports. */
@ObjectType('OutboxMail')
@Entity({ tableName: 'outbox' })
export class OutboxMail {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String) @Property({ type: 'string' }) kind!: string;
  @Field(() => String) @Property({ type: 'string' }) to!: string;
  @Field(() => String) @Property({ type: 'string' }) subject!: string;
  @Field(() => String) @Property({ type: 'text' }) text!: string;
  @Property({ type: 'json', nullable: true }) headers?: Record<string, string> | null;
  /** Documents the mail carries (issue 45), made or found when it goes out. */
  @Property({ type: 'json', nullable: true }) attachments?: AttachmentRef[] | null;
  @Field(() => OutboxStatus) @Enum({ items: () => OutboxStatus, type: 'string' }) status: Opt<OutboxStatus> = OutboxStatus.PENDING;
  @Field(() => Int) @Property({ type: 'integer' }) attempts: Opt<number> = 0;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'next_attempt_at' }) nextAttemptAt: Opt<Date> = new Date();
  @Field(() => String, { nullable: true }) @Property({ type: 'text', fieldName: 'last_error', nullable: true }) lastError?: string | null;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Opt<Date> = new Date();
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', fieldName: 'sent_at', nullable: true }) sentAt?: Date | null;
}
