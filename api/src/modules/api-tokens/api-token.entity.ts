import { Entity, Index, ManyToOne, PrimaryKey, Property, type Opt, type Rel } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { User } from '../users/user.entity.js';
import { ApiScope } from './scopes.js';

/**
 * An API token of an account (issue 47): the secret is shown once, at creation; only its SHA-256 is
 * kept (never exposed through GraphQL). `prefix` finds the row; it is part of the token, not a secret.
 */
@ObjectType('ApiToken', { description: 'An API token of your account. Its secret is never shown again after createApiToken.' })
@Entity({ tableName: 'api_tokens' })
@Index({ properties: ['user', 'createdAt'] })
export class ApiToken {
  @Field(() => Int)
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @ManyToOne({ entity: () => User, fieldName: 'user_id', deleteRule: 'cascade' })
  user!: Rel<User>;

  @Field(() => String, { description: 'What the token is for, e.g. "Booking site of our partner".' })
  @Property({ type: 'string', length: 100 })
  name!: string;

  @Field(() => String, { description: 'The start of the token (bani_<prefix>_…): shown to tell tokens apart; not a secret.' })
  @Property({ type: 'string', length: 16, unique: true })
  prefix!: string;

  @Property({ type: 'string', fieldName: 'secret_hash', length: 64 })
  secretHash!: string;

  @Field(() => [ApiScope])
  @Property({ type: 'json' })
  scopes!: ApiScope[];

  @Field(() => Date)
  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Opt<Date> = new Date();

  @Field(() => Date)
  @Property({ type: 'datetime', fieldName: 'expires_at' })
  expiresAt!: Date;

  @Field(() => Date, { nullable: true, description: 'When the token was last used (kept to the minute).' })
  @Property({ type: 'datetime', fieldName: 'last_used_at', nullable: true })
  lastUsedAt?: Date | null;

  @Field(() => Date, { nullable: true })
  @Property({ type: 'datetime', fieldName: 'revoked_at', nullable: true })
  revokedAt?: Date | null;
}
