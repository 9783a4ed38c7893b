import { Entity, Enum, OptionalProps, PrimaryKey, Property, type Opt } from '@mikro-orm/core';
import { Field, Int, ObjectType } from 'type-graphql';
import { Role } from './role.js';

@ObjectType('User')
@Entity({ tableName: 'users' })
export class User {
  /** Worked out, never written: `create` does not ask for it. */
  [OptionalProps]?: 'twoFactorEnabled';

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

  /** A partner's agency (issue 47, ADR 0042): set exactly when the role is PARTNER (a check in the table). */
  @Field(() => Int, { nullable: true, description: 'The partner agency of a PARTNER account; null for everyone else.' })
  @Property({ type: 'integer', fieldName: 'partner_agency_id', nullable: true })
  partnerAgencyId?: number | null;

  @Field(() => String, { description: 'Language for mails: sq or en.' })
  @Property({ type: 'string' })
  language: Opt<string> = 'sq';

  @Field(() => Date)
  @Property({ type: 'datetime', fieldName: 'created_at' })
  createdAt: Date = new Date();

  // The second factor (issue 41, ADR 0025): never exposed but as `twoFactorEnabled`.
  @Property({ type: 'string', fieldName: 'two_factor_secret', nullable: true, lazy: true, hidden: true })
  twoFactorSecret?: string | null;

  @Property({ type: 'datetime', fieldName: 'two_factor_enabled_at', nullable: true, hidden: true })
  twoFactorEnabledAt?: Date | null;

  /** The time step of the last code accepted: a code is good once. */
  @Property({ type: 'bigint', fieldName: 'two_factor_last_step', nullable: true, hidden: true })
  twoFactorLastStep?: string | null;

  /** An enrolment waiting for its first code. */
  @Property({ type: 'string', fieldName: 'two_factor_pending_secret', nullable: true, lazy: true, hidden: true })
  twoFactorPendingSecret?: string | null;

  @Property({ type: 'datetime', fieldName: 'two_factor_pending_at', nullable: true, hidden: true })
  twoFactorPendingAt?: Date | null;

  /** Erased on its owner's request; kept, without anything personal, for the bookings the agency must keep. */
  @Property({ type: 'datetime', fieldName: 'anonymised_at', nullable: true, hidden: true })
  anonymisedAt?: Date | null;

  @Field(() => Boolean, { description: 'Signs in with a code from an authenticator app too.' })
  get twoFactorEnabled(): boolean {
    return !!this.twoFactorEnabledAt;
  }
}
