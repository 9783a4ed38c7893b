import { Entity, Enum, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Role } from './role.js';

@ObjectType('User')
@Entity({ tableName: 'users' })
export class User {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Field(() => String)
  @Property({ type: 'string', fieldName: 'first_name' })
  firstName!: string;

  @Field(() => String)
  @Property({ type: 'string', fieldName: 'last_name' })
  lastName!: string;

  @Field(() => String)
  @Property({ type: 'string' })
  number!: string;

  @Field(() => String)
  @Property({ type: 'string' })
  email!: string;

  @Field(() => String)
  @Property({ type: 'string' })
  username!: string;

  /** Never exposed: no @Field, and every REST mapper picks fields explicitly. */
  @Property({ type: 'string', fieldName: 'password_hash', lazy: true, hidden: true })
  passwordHash!: string;

  @Field(() => Role)
  @Enum({ items: () => Role, type: 'string' })
  role: Role = Role.USER;

  @Field(() => String, { description: 'Language for mails: sq or en.' })
  @Property({ type: 'string' })
  language: Opt<string> = 'sq';

  @Field(() => Date)
  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();
}
