import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000500People extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "language" text not null default 'sq' check ("language" in ('sq', 'en'));`);
    this.addSql(`alter table "packages" add column "seats" integer null check ("seats" is null or "seats" >= 0);`);

    // Reservations keep a snapshot of what was booked, and survive the deletion of the user or package.
    this.addSql(`
      create table "reservations" (
        "id" serial primary key,
        "user_id" integer null references "users" ("id") on delete set null,
        "user_name" text not null,
        "package_id" integer null references "packages" ("id") on delete set null,
        "title" text not null,
        "departure_date" date not null,
        "return_date" date not null,
        "price" numeric(10,2) not null,
        "travellers" integer not null check ("travellers" between 1 and 50),
        "status" text not null default 'PENDING' check ("status" in ('PENDING', 'CONFIRMED', 'CANCELLED')),
        "created_at" timestamptz not null default now(),
        "updated_at" timestamptz not null default now()
      );`);
    // One live reservation per user and package: the idempotency of "reserve" rests on this index.
    this.addSql(`create unique index "reservations_live_unique" on "reservations" ("user_id", "package_id") where "status" <> 'CANCELLED';`);
    this.addSql(`create index "reservations_package_status_index" on "reservations" ("package_id", "status");`);
    this.addSql(`create index "reservations_status_created_index" on "reservations" ("status", "created_at" desc);`);

    this.addSql(`
      create table "favourites" (
        "id" serial primary key,
        "user_id" integer not null references "users" ("id") on delete cascade,
        "package_id" integer not null references "packages" ("id") on delete cascade,
        "created_at" timestamptz not null default now(),
        constraint "favourites_user_package_unique" unique ("user_id", "package_id")
      );`);

    this.addSql(`
      create table "contact_messages" (
        "id" serial primary key,
        "name" varchar(100) not null,
        "number" varchar(30) not null,
        "email" varchar(254) not null,
        "message" text not null,
        "handled" boolean not null default false,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "contact_messages_created_index" on "contact_messages" ("handled", "created_at" desc);`);

    this.addSql(`
      create table "subscriptions" (
        "id" serial primary key,
        "email" varchar(254) not null,
        "token" text not null unique,
        "created_at" timestamptz not null default now(),
        "unsubscribed_at" timestamptz null
      );`);
    this.addSql(`create unique index "subscriptions_email_unique" on "subscriptions" (lower("email"));`);

    this.addSql(`
      create table "outbox" (
        "id" serial primary key,
        "kind" text not null,
        "to" text not null,
        "subject" text not null,
        "text" text not null,
        "headers" jsonb null,
        "status" text not null default 'PENDING' check ("status" in ('PENDING', 'SENT', 'FAILED')),
        "attempts" integer not null default 0,
        "next_attempt_at" timestamptz not null default now(),
        "last_error" text null,
        "created_at" timestamptz not null default now(),
        "sent_at" timestamptz null
      );`);
    this.addSql(`create index "outbox_due_index" on "outbox" ("next_attempt_at") where "status" = 'PENDING';`);
  }

  override async down(): Promise<void> {
    for (const t of ['outbox', 'subscriptions', 'contact_messages', 'favourites', 'reservations']) this.addSql(`drop table if exists "${t}";`);
    this.addSql(`alter table "packages" drop column if exists "seats";`);
    this.addSql(`alter table "users" drop column if exists "language";`);
  }
}
