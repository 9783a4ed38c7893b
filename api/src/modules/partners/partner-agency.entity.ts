import { DecimalType, Entity, PrimaryKey, Property } from '@mikro-orm/core';
import { Field, Float, Int, ObjectType } from 'type-graphql';

/**
 * A partner agency (issue 47, ADR 0042): a sub-agent selling the agency's packages for a commission,
 * up to a credit limit (what it may owe at once). Its people are users with role PARTNER and
 * `partner_agency_id` pointing here. Deactivated, never deleted: its bookings keep naming it.
 */
@ObjectType('PartnerAgency')
@Entity({ tableName: 'partner_agencies' })
export class PartnerAgency {
  @Field(() => Int) @PrimaryKey({ type: 'integer', autoincrement: true }) id!: number;
  @Field(() => String) @Property({ type: 'string' }) name!: string;
  @Field(() => String, { description: 'Who to call at the agency.' })
  @Property({ type: 'string', fieldName: 'contact_name' }) contactName: string = '';
  @Field(() => String) @Property({ type: 'string' }) email: string = '';
  @Field(() => String) @Property({ type: 'string' }) phone: string = '';
  @Field(() => Float, { description: 'Its commission on the retail total, in percent (e.g. 10).' })
  @Property({ type: new DecimalType('number'), columnType: 'numeric(5,2)', fieldName: 'commission_percent' }) commissionPercent!: number;
  @Field(() => Int, { description: 'The most it may owe at once, in cents.' })
  @Property({ type: 'integer', fieldName: 'credit_limit_cents' }) creditLimitCents!: number;
  @Field(() => Boolean, { description: 'A deactivated agency books no more and its people sign in no more.' })
  @Property({ type: 'boolean' }) active: boolean = true;
  @Field(() => Date) @Property({ type: 'datetime', fieldName: 'created_at' }) createdAt: Date = new Date();
}
