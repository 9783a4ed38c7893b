import { ArrayType, Entity, Enum, ManyToOne, PrimaryKey, Property, type Opt, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType, registerEnumType } from 'type-graphql';
import { User } from '../users/user.entity.js';

/** What an endpoint can subscribe to (issue 47): the booking's life as a partner system follows it. */
export enum WebhookEventType {
  BOOKING_CREATED = 'booking.created',
  BOOKING_CONFIRMED = 'booking.confirmed',
  /** Paid in full (the paid sum reached the total). */
  BOOKING_PAID = 'booking.paid',
  BOOKING_CANCELLED = 'booking.cancelled',
  BOOKING_EXPIRED = 'booking.expired',
}
registerEnumType(WebhookEventType, {
  name: 'WebhookEventType',
  valuesConfig: {
    BOOKING_CREATED: { description: 'booking.created: a booking was made (an option, or a place on the waitlist).' },
    BOOKING_CONFIRMED: { description: 'booking.confirmed: the deposit was paid or staff confirmed it.' },
    BOOKING_PAID: { description: 'booking.paid: paid in full.' },
    BOOKING_CANCELLED: { description: 'booking.cancelled: by the customer or staff.' },
    BOOKING_EXPIRED: { description: 'booking.expired: an option lapsed unpaid.' },
  },
});
export const WEBHOOK_EVENTS = Object.values(WebhookEventType);

export enum WebhookDeliveryStatus {
  PENDING = 'PENDING',
  DELIVERED = 'DELIVERED',
  FAILED = 'FAILED',
}
registerEnumType(WebhookDeliveryStatus, { name: 'WebhookDeliveryStatus', description: 'PENDING: waiting for its (next) attempt; FAILED: every attempt failed (replay sends it again).' });

/** Where a user account's systems want to hear of bookings. Its secret is never read back after it is shown once. */
@ObjectType('WebhookEndpoint')
@Entity({ tableName: 'webhook_endpoints' })
export class WebhookEndpoint {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @ManyToOne({ entity: () => User, fieldName: 'owner_user_id', deleteRule: 'cascade' }) owner!: Rel<User>;
  @Field(() => String) @Property({ type: 'string', length: 2000 }) url!: string;
  @Field(() => [WebhookEventType]) @Property({ type: ArrayType }) events!: WebhookEventType[];
  /** Signs every delivery (HMAC-SHA256); not a GraphQL field, hidden from serialisation. */
  @Property({ type: 'string', length: 100, hidden: true }) secret!: string;
  @Field(() => Boolean) @Property({ type: 'boolean' }) active: Opt<boolean> = true;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 200, nullable: true }) description?: string | null;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Opt<Date> = new Date();
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'updated_at' }) updatedAt: Opt<Date> = new Date();
}

/** One event for one endpoint: its body as sent (a replay sends the same bytes) and how its attempts went. */
@ObjectType('WebhookDelivery')
@Entity({ tableName: 'webhook_deliveries' })
export class WebhookDelivery {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String, { description: 'Sent as X-Bani-Delivery: the same on every attempt and replay (for the receiver\'s idempotency).' })
  @Property({ type: 'string', length: 40 }) uid!: string;
  @ManyToOne({ entity: () => WebhookEndpoint, fieldName: 'endpoint_id', deleteRule: 'cascade' }) endpoint!: Rel<WebhookEndpoint>;
  @Field(() => String, { description: 'The event\'s id (the body\'s `id`), shared by its deliveries to every endpoint.' })
  @Property({ type: 'string', length: 40, fieldName: 'event_id' }) eventId!: string;
  @Field(() => WebhookEventType) @Enum({ items: () => WebhookEventType, type: 'string', fieldName: 'event_type' }) eventType!: WebhookEventType;
  @Property({ type: 'integer', fieldName: 'reservation_id', nullable: true }) reservationId?: number | null;
  @Field(() => String, { nullable: true, description: 'The booking\'s reference.' }) @Property({ type: 'string', length: 40, nullable: true }) reference?: string | null;
  @Field(() => String, { description: 'The JSON body, exactly as signed and sent.' }) @Property({ type: 'text' }) body!: string;
  @Field(() => WebhookDeliveryStatus) @Enum({ items: () => WebhookDeliveryStatus, type: 'string' }) status: Opt<WebhookDeliveryStatus> = WebhookDeliveryStatus.PENDING;
  @Field(() => Int) @Property({ type: 'integer' }) attempts: Opt<number> = 0;
  @Field(() => Int) @Property({ type: 'integer', fieldName: 'max_attempts' }) maxAttempts!: number;
  @Field(() => Date, { nullable: true, description: 'When the next attempt is due (PENDING only).' })
  @Property({ type: 'datetime', fieldName: 'next_attempt_at' }) nextAttemptAt: Opt<Date> = new Date();
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', fieldName: 'last_attempt_at', nullable: true }) lastAttemptAt?: Date | null;
  @Field(() => Int, { nullable: true, description: 'The receiver\'s last HTTP status (none: it could not be reached).' })
  @Property({ type: 'integer', fieldName: 'last_status_code', nullable: true }) lastStatusCode?: number | null;
  @Field(() => String, { nullable: true }) @Property({ type: 'string', length: 500, fieldName: 'last_error', nullable: true }) lastError?: string | null;
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', fieldName: 'delivered_at', nullable: true }) deliveredAt?: Date | null;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Opt<Date> = new Date();
}
