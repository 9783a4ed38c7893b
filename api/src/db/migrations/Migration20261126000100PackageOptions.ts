import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 20, the sale: a package's price options (room type × board, price per adult, child price bands,
 * single-room supplement), its payment and cancellation terms (null = the agency's defaults from the
 * configuration), and what a reservation now records: the option, the party, the server's total, the
 * payment plan and a booking reference from a sequence. Existing reservations get a reference in the
 * order they were made, their contact details from their user, and their old figures as a total
 * (price per person × travellers, all adults).
 */
export class Migration20261126000100PackageOptions extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "package_options" (
        "id" serial primary key,
        "package_id" integer not null references "packages" ("id") on delete cascade,
        "room_type" varchar(100) not null,
        "board" varchar(30) not null,
        "adult_price" numeric(10,2) not null check ("adult_price" > 0),
        "single_supplement" numeric(10,2) not null default 0 check ("single_supplement" >= 0),
        "child_bands" jsonb not null default '[]',
        "position" integer not null default 0
      );`);
    this.addSql(`create index "package_options_package_idx" on "package_options" ("package_id", "position", "id");`);
    this.addSql(`create index "package_options_board_idx" on "package_options" ("board", "package_id");`);
    this.addSql(`create trigger "package_options_announce" after insert or update or delete or truncate on "package_options"
      for each statement execute function announce_change();`);

    this.addSql(`alter table "packages"
      add column "deposit_percent" integer null check ("deposit_percent" between 0 and 100),
      add column "balance_due_days" integer null check ("balance_due_days" between 0 and 365),
      add column "free_cancellation_days" integer null check ("free_cancellation_days" between 0 and 365);`);

    this.addSql(`create sequence "booking_reference_seq";`);
    this.addSql(`alter table "reservations"
      add column "reference_no" integer null,
      add column "reference" varchar(30) null,
      add column "option_id" integer null references "package_options" ("id") on delete set null,
      add column "room_type" varchar(100) not null default '',
      add column "board" varchar(100) not null default '',
      add column "adults" integer not null default 1,
      add column "child_ages" jsonb not null default '[]',
      add column "traveller_names" jsonb not null default '[]',
      add column "price_lines" jsonb not null default '[]',
      add column "total" numeric(12,2) not null default 0,
      add column "deposit" numeric(12,2) not null default 0,
      add column "balance_due_date" date null,
      add column "free_cancellation_until" date null,
      add column "customer_email" varchar(255) not null default '',
      add column "customer_phone" varchar(100) not null default '';`);
    this.addSql(`
      update "reservations" r set
        "reference_no" = n."seq",
        "reference" = 'BT-' || to_char(r."created_at", 'YYYY') || '-' || lpad(n."seq"::text, 6, '0'),
        "adults" = r."travellers", "total" = r."price" * r."travellers",
        "customer_email" = coalesce((select u."email" from "users" u where u."id" = r."user_id"), ''),
        "customer_phone" = coalesce((select u."number" from "users" u where u."id" = r."user_id"), '')
      from (select "id", row_number() over (order by "id") as "seq" from "reservations") n
      where n."id" = r."id";`);
    // The sequence belongs to its column: it goes with the table (a backup's wipe), and a restore moves
    // it past the highest number restored as it does every id's (ops/logical-dump.ts).
    this.addSql(`alter sequence "booking_reference_seq" owned by "reservations"."reference_no";`);
    this.addSql(`alter table "reservations" alter column "reference_no" set default nextval('booking_reference_seq');`);
    this.addSql(`select setval('booking_reference_seq', greatest((select count(*) from "reservations"), 1), (select count(*) > 0 from "reservations"));`);
    this.addSql(`alter table "reservations" alter column "reference_no" set not null, alter column "reference" set not null;`);
    this.addSql(`alter table "reservations" add constraint "reservations_reference_no_unique" unique ("reference_no");`);
    this.addSql(`alter table "reservations" add constraint "reservations_reference_unique" unique ("reference");`);
    // A customer may book the same package more than once (a room per booking: a family and its
    // grandparents); the legacy reserve stays one per customer and package, checked under the row lock.
    this.addSql(`drop index if exists "reservations_live_unique";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create unique index "reservations_live_unique" on "reservations" ("user_id", "package_id") where "status" <> 'CANCELLED';`);
    this.addSql(`alter table "reservations" drop column "reference", drop column "reference_no", drop column "option_id", drop column "room_type", drop column "board",
      drop column "adults", drop column "child_ages", drop column "traveller_names", drop column "price_lines", drop column "total",
      drop column "deposit", drop column "balance_due_date", drop column "free_cancellation_until", drop column "customer_email", drop column "customer_phone";`);
    this.addSql(`alter table "packages" drop column "deposit_percent", drop column "balance_due_days", drop column "free_cancellation_days";`);
    this.addSql(`drop table if exists "package_options";`);
  }
}
