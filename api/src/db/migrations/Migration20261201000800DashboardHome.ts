import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 46, item 1: the dashboard's home sums the bookings made in a period (today, this month, the
 * season and the one before, per country and airport). A partial covering index of the bookings that
 * count as sales (dashboard-stats.service.ts BOOKED) by creation instant: each figure is a range scan
 * read from the index alone, whatever the table's size. The money figures use payments_paid_on_index,
 * reservations_open_balance_idx and reservations_option_expiry_idx as they are.
 */
export class Migration20261201000800DashboardHome extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "reservations_booked_created_idx" on "reservations" ("created_at")
      include ("total_cents", "travellers", "package_id", "flight_id") where "status" in ('OPTION', 'CONFIRMED', 'TRAVELLED');`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "reservations_booked_created_idx";`);
  }
}
