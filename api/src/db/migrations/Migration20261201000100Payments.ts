import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 44, the money (ADR 0033): a booking's payment schedule (its stages, in cents, always adding up
 * to its total), the ledger of what was paid and paid back (append-only: a trigger refuses changes, a
 * mistake is undone by a reversal entry), and the booking's paid sum kept beside its total in cents.
 * Bookings made before keep their plan: the deposit due by an option's last day (else the day they were
 * made) and the balance on its day.
 */
export class Migration20261201000100Payments extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "packages" add column "deposit_per_person_cents" integer null check ("deposit_per_person_cents" >= 0);`);
    this.addSql(`alter table "reservations" add column "total_cents" integer not null default 0,
      add column "paid_cents" integer not null default 0, add column "cancelled_at" timestamptz null;`);
    this.addSql(`update "reservations" set "total_cents" = round("total" * 100);`);
    this.addSql(`create table "payment_stages" (
      "id" serial primary key,
      "reservation_id" integer not null references "reservations" ("id") on delete cascade,
      "seq" smallint not null,
      "kind" text not null check ("kind" in ('DEPOSIT', 'BALANCE', 'FULL')),
      "amount_cents" integer not null check ("amount_cents" >= 0),
      "due_date" date not null,
      unique ("reservation_id", "seq"));`);
    this.addSql(`create index "payment_stages_due_date_index" on "payment_stages" ("due_date");`);
    this.addSql(`insert into "payment_stages" ("reservation_id", "seq", "kind", "amount_cents", "due_date")
      select id, 1, case when round(deposit * 100) >= total_cents then 'FULL' else 'DEPOSIT' end, least(round(deposit * 100), total_cents),
        coalesce(least((expires_at at time zone 'Europe/Belgrade')::date, coalesce(balance_due_date, departure_date)), (created_at at time zone 'Europe/Belgrade')::date)
        from "reservations"
      union all
      select id, 2, 'BALANCE', total_cents - round(deposit * 100), coalesce(balance_due_date, departure_date)
        from "reservations" where round(deposit * 100) < total_cents;`);
    this.addSql(`create table "payments" (
      "id" serial primary key,
      "reservation_id" integer not null references "reservations" ("id") on delete cascade,
      "kind" text not null check ("kind" in ('PAYMENT', 'REFUND', 'REVERSAL')),
      "method" text not null,
      "amount_cents" integer not null check ("amount_cents" <> 0),
      "paid_on" date not null,
      "payer" text not null default '',
      "note" text not null default '',
      "receipt_no" text null,
      "reverses_id" integer null unique references "payments" ("id"),
      "statement_line_id" integer null unique,
      "created_by" integer null,
      "created_by_name" text not null,
      "created_at" timestamptz not null default now());`);
    this.addSql(`create index "payments_reservation_id_index" on "payments" ("reservation_id");`);
    this.addSql(`create index "payments_paid_on_index" on "payments" ("paid_on");`);
    // The ledger is never edited: an entry is undone by a reversal of its own. Only the booking's own
    // removal (an erased account's bookings) takes its entries with it.
    this.addSql(`create or replace function "payments_append_only"() returns trigger language plpgsql as $$
      begin
        if tg_op = 'DELETE' and not exists (select 1 from reservations where id = old.reservation_id) then return old; end if;
        raise exception 'payments are append-only: record a reversal instead' using errcode = 'P0001';
      end $$;`);
    this.addSql(`create trigger "payments_append_only" before update or delete on "payments" for each row execute function "payments_append_only"();`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "payments";`);
    this.addSql(`drop function "payments_append_only"();`);
    this.addSql(`drop table "payment_stages";`);
    this.addSql(`alter table "reservations" drop column "cancelled_at", drop column "paid_cents", drop column "total_cents";`);
    this.addSql(`alter table "packages" drop column "deposit_per_person_cents";`);
  }
}
