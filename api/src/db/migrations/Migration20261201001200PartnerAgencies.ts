import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 47, item 1 (ADR 0042): partner agencies, sub-agents that sell the agency's packages for a
 * commission. An agency is an organisation; its people are accounts with role `partner` that belong
 * to it. A booking a partner makes names the agency as its seller and keeps the commission it earned
 * (cents, fixed at booking time: a later change of the agency's percent does not rewrite old sales).
 */
export class Migration20261201001200PartnerAgencies extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "partner_agencies" (
      "id" serial primary key,
      "name" text not null,
      "contact_name" text not null default '',
      "email" text not null default '',
      "phone" text not null default '',
      "commission_percent" numeric(5,2) not null check ("commission_percent" >= 0 and "commission_percent" <= 100),
      "credit_limit_cents" int not null check ("credit_limit_cents" >= 0),
      "active" boolean not null default true,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create unique index "partner_agencies_name_unique" on "partner_agencies" (lower("name"));`);

    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('user', 'admin', 'owner', 'partner'));`);
    this.addSql(`alter table "users" add column "partner_agency_id" int null references "partner_agencies" ("id");`);
    // A partner account always belongs to an agency, and only a partner account does.
    this.addSql(`alter table "users" add constraint "users_partner_agency_check" check (("role" = 'partner') = ("partner_agency_id" is not null));`);
    this.addSql(`create index "users_partner_agency_index" on "users" ("partner_agency_id") where "partner_agency_id" is not null;`);

    this.addSql(`alter table "reservations" add column "partner_agency_id" int null references "partner_agencies" ("id"),
      add column "commission_cents" int not null default 0 check ("commission_cents" >= 0);`);
    this.addSql(`create index "reservations_partner_agency_index" on "reservations" ("partner_agency_id", "created_at") where "partner_agency_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "reservations_partner_agency_index";`);
    this.addSql(`alter table "reservations" drop column "partner_agency_id", drop column "commission_cents";`);
    this.addSql(`delete from "users" where "role" = 'partner';`);
    this.addSql(`alter table "users" drop constraint if exists "users_partner_agency_check";`);
    this.addSql(`alter table "users" drop column "partner_agency_id";`);
    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);
    this.addSql(`alter table "users" add constraint "users_role_check" check ("role" in ('user', 'admin', 'owner'));`);
    this.addSql(`drop table if exists "partner_agencies";`);
  }
}
