import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 44, the payments page and the money report: the bookings that can still owe money (live and
 * not paid in full), and the cancelled ones still holding money, each a partial index: small sets the
 * lists and the report start from instead of scanning every booking ever made.
 */
export class Migration20261201000400PaymentReports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "reservations_open_balance_idx" on "reservations" ("id") include ("paid_cents", "total_cents")
      where "status" in ('OPTION', 'CONFIRMED') and "paid_cents" < "total_cents";`);
    this.addSql(`create index "reservations_cancelled_paid_idx" on "reservations" ("cancelled_at", "id") where "status" = 'CANCELLED' and "paid_cents" > 0;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "reservations_cancelled_paid_idx";`);
    this.addSql(`drop index if exists "reservations_open_balance_idx";`);
  }
}
