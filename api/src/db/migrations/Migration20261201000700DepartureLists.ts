import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 46, item 3: the departure lists. The rooming list of a hotel and an arrival date, and the list
 * of the hotels arriving in a period, start from the live bookings of a day: a partial index of those
 * (its predicate is seats.ts LIVE) so neither touches cancelled, lapsed or waitlisted rows. The flight's
 * list needs none (packages_flight_index, reservations_package_status_index, reservations_flight_status_seats_index).
 * The activity log learns the action `export` (a staff member downloaded a list).
 */
export class Migration20261201000700DepartureLists extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create index "reservations_live_arrival_idx" on "reservations" ("departure_date", "package_id")
      where "status" in ('OPTION', 'CONFIRMED') and "package_id" is not null;`);
    this.addSql(`alter table "logs" drop constraint if exists "logs_action_check";`);
    this.addSql(`alter table "logs" add constraint "logs_action_check" check ("action" in ('add', 'edit', 'delete', 'export'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "logs" where "action" = 'export';`);
    this.addSql(`alter table "logs" drop constraint if exists "logs_action_check";`);
    this.addSql(`alter table "logs" add constraint "logs_action_check" check ("action" in ('add', 'edit', 'delete'));`);
    this.addSql(`drop index if exists "reservations_live_arrival_idx";`);
  }
}
