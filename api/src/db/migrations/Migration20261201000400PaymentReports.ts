import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 44, the payments page and the money report: the bookings that can still owe money (live and
 * not paid in full), and those that may hold money to give back (cancelled, lapsed, over-paid), each a partial index: small sets the
 * lists and the report start from instead of scanning every booking ever made. Their predicates are
 * the services' own (OPEN_BALANCE, HOLDS_REFUNDABLE in modules/payment-reports), so the planner can use them.
 */
export class Migration20261201000400PaymentReports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "reservations_open_balance_idx" on "reservations" ("id") include ("paid_cents", "total_cents")
      where "status" in ('OPTION', 'CONFIRMED') and "paid_cents" < "total_cents";`);
    this.addSql(`create index "reservations_refundable_idx" on "reservations" ("cancelled_at", "id")
      where "paid_cents" > 0 and ("status" in ('CANCELLED', 'EXPIRED') or "paid_cents" > "total_cents");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "reservations_refundable_idx";`);
    this.addSql(`drop index if exists "reservations_open_balance_idx";`);
  }
}
