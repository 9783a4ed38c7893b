import { Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';

@ObjectType('ContactMessage')
@Entity({ tableName: 'contact_messages' })
export class ContactMessage {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String) @Property({ type: 'string' }) name!: string;
  @Field(() => String) @Property({ type: 'string' }) number!: string;
  @Field(() => String) @Property({ type: 'string' }) email!: string;
  @Field(() => String) @Property({ type: 'text' }) message!: string;
  @Field(() => Boolean) @Property({ type: 'boolean' }) handled: boolean = false;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Date = new Date();
}
