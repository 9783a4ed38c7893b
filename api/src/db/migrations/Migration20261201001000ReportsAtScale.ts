import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 46, item 4: every report and list under 300 ms at 200,000 bookings (bench/reports.ts measures
 * them; docs/benchmarks.md has the plans before and after).
 *
 * - `reservations.next_due_date`, kept by the database: the due date of the first payment stage the
 *   ledger has not covered (stages fall due in order, payments fill them in order: report-sql.ts).
 *   Triggers keep it when the paid sum changes and when stages are written. With a partial index of
 *   the open balances on it, the outstanding balances page and the payment watch (due today, overdue)
 *   read the few bookings concerned instead of working out every open booking's stages.
 * - The reservations list, newest first (its default), from an index in that order; its search
 *   (part of a reference, a name, an e-mail, a title: ILIKE '%…%') from trigram indexes.
 * - The live arrivals index carries the travellers: the rooming choices are counted from it alone.
 * - The refundable index carries what the fee and the amount owed are worked out from.
 */
export class Migration20261201001000ReportsAtScale extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reservations" add column "next_due_date" date null;`);
    this.addSql(`create or replace function reservation_next_due(rid int, paid int) returns date language sql stable as $$
      select min(st.due_date) from (select s.due_date, sum(s.amount_cents) over (order by s.seq) as upto from payment_stages s where s.reservation_id = rid) st
      where st.upto > paid $$;`);
    this.addSql(`create or replace function reservations_next_due() returns trigger language plpgsql as $$
      begin new.next_due_date := reservation_next_due(new.id, new.paid_cents); return new; end $$;`);
    this.addSql(`create trigger "reservations_next_due" before insert or update of "paid_cents" on "reservations" for each row execute function reservations_next_due();`);
    this.addSql(`create or replace function payment_stages_next_due() returns trigger language plpgsql as $$
      declare rid int := case when tg_op = 'DELETE' then old.reservation_id else new.reservation_id end;
      begin
        update reservations r set next_due_date = reservation_next_due(r.id, r.paid_cents) where r.id = rid;
        if tg_op = 'UPDATE' and old.reservation_id <> new.reservation_id then
          update reservations r set next_due_date = reservation_next_due(r.id, r.paid_cents) where r.id = old.reservation_id;
        end if;
        return null;
      end $$;`);
    this.addSql(`create trigger "payment_stages_next_due" after insert or update or delete on "payment_stages" for each row execute function payment_stages_next_due();`);
    this.addSql(`update "reservations" r set "next_due_date" = reservation_next_due(r.id, r.paid_cents) where exists (select 1 from payment_stages s where s.reservation_id = r.id);`);
    this.addSql(`create index "reservations_open_due_idx" on "reservations" ("next_due_date", "departure_date", "id") include ("paid_cents")
      where "status" in ('OPTION', 'CONFIRMED') and "paid_cents" < "total_cents";`);

    this.addSql(`create index "reservations_created_idx" on "reservations" ("created_at" desc, "id" desc);`);
    this.addSql(`create extension if not exists pg_trgm;`);
    for (const column of ['reference', 'user_name', 'customer_email', 'title']) {
      this.addSql(`create index "reservations_${column}_trgm_idx" on "reservations" using gin ("${column}" gin_trgm_ops);`);
    }

    this.addSql(`drop index if exists "reservations_live_arrival_idx";`);
    this.addSql(`create index "reservations_live_arrival_idx" on "reservations" ("departure_date", "package_id") include ("travellers")
      where "status" in ('OPTION', 'CONFIRMED') and "package_id" is not null;`);
    this.addSql(`drop index if exists "reservations_refundable_idx";`);
    this.addSql(`create index "reservations_refundable_idx" on "reservations" ("cancelled_at", "id")
      include ("status", "paid_cents", "total_cents", "free_cancellation_until")
      where "paid_cents" > 0 and ("status" in ('CANCELLED', 'EXPIRED') or "paid_cents" > "total_cents");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "reservations_refundable_idx";`);
    this.addSql(`create index "reservations_refundable_idx" on "reservations" ("cancelled_at", "id")
      where "paid_cents" > 0 and ("status" in ('CANCELLED', 'EXPIRED') or "paid_cents" > "total_cents");`);
    this.addSql(`drop index if exists "reservations_live_arrival_idx";`);
    this.addSql(`create index "reservations_live_arrival_idx" on "reservations" ("departure_date", "package_id")
      where "status" in ('OPTION', 'CONFIRMED') and "package_id" is not null;`);
    for (const column of ['reference', 'user_name', 'customer_email', 'title']) this.addSql(`drop index if exists "reservations_${column}_trgm_idx";`);
    this.addSql(`drop index if exists "reservations_created_idx";`);
    this.addSql(`drop index if exists "reservations_open_due_idx";`);
    this.addSql(`drop trigger if exists "payment_stages_next_due" on "payment_stages";`);
    this.addSql(`drop function if exists payment_stages_next_due();`);
    this.addSql(`drop trigger if exists "reservations_next_due" on "reservations";`);
    this.addSql(`drop function if exists reservations_next_due();`);
    this.addSql(`drop function if exists reservation_next_due(int, int);`);
    this.addSql(`alter table "reservations" drop column if exists "next_due_date";`);
  }
}
