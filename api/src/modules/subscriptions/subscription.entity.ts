import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('Subscription')
@Entity({ tableName: 'subscriptions' })
export class Subscription {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String) @Property({ type: 'string' }) email!: string;
  /** Secret of the unsubscribe link; never exposed through the API. */
  @Property({ type: 'string', hidden: true }) token!: string;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Date = new Date();
  @Field(() => Date, { nullable: true }) @Property({ type: 'datetime', fieldName: 'unsubscribed_at', nullable: true }) unsubscribedAt?: Date | null;
}
