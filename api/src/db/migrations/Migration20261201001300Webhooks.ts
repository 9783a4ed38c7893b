import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 47, item 3: outgoing webhooks (ADR 0043). An endpoint belongs to a user account (today the
 * owner; partner users later); a delivery is one event for one endpoint, written in the booking's own
 * transaction with the exact body it sends, so a replay sends the same bytes and a failed receiver never
 * undoes the booking. The secret is kept as is: it must sign (ADR 0043 says why it is not encrypted).
 */
export class Migration20261201001300Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "webhook_endpoints" (
      "id" serial primary key,
      "owner_user_id" int not null references "users" ("id") on delete cascade,
      "url" varchar(2000) not null,
      "events" text[] not null check (cardinality("events") > 0),
      "secret" varchar(100) not null,
      "active" boolean not null default true,
      "description" varchar(200) null,
      "created_at" timestamptz not null default now(),
      "updated_at" timestamptz not null default now());`);
    this.addSql(`create index "webhook_endpoints_owner_idx" on "webhook_endpoints" ("owner_user_id");`);
    this.addSql(`create table "webhook_deliveries" (
      "id" serial primary key,
      "uid" varchar(40) not null unique,
      "endpoint_id" int not null references "webhook_endpoints" ("id") on delete cascade,
      "event_id" varchar(40) not null,
      "event_type" varchar(40) not null,
      "reservation_id" int null references "reservations" ("id") on delete set null,
      "reference" varchar(40) null,
      "body" text not null,
      "status" varchar(20) not null default 'PENDING' check ("status" in ('PENDING', 'DELIVERED', 'FAILED')),
      "attempts" int not null default 0,
      "max_attempts" int not null,
      "next_attempt_at" timestamptz not null default now(),
      "last_attempt_at" timestamptz null,
      "last_status_code" int null,
      "last_error" varchar(500) null,
      "delivered_at" timestamptz null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "webhook_deliveries_endpoint_idx" on "webhook_deliveries" ("endpoint_id", "created_at" desc, "id" desc);`);
    this.addSql(`create index "webhook_deliveries_created_idx" on "webhook_deliveries" ("created_at" desc, "id" desc);`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_deliveries";`);
    this.addSql(`drop table if exists "webhook_endpoints";`);
  }
}
