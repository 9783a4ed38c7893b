import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 46, item 2: the reports. Who took a booking at the office (null: the customer booked online),
 * what a traveller of a package and a seat of a block cost the agency (null: not known, so no margin),
 * and the indexes the report's periods are read through: bookings by the instant they were made, and
 * cancellations by the instant they were cancelled (a partial index: only cancelled rows).
 */
export class Migration20261201000900Reports extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reservations" add column "taken_by_id" int null;`);
    this.addSql(`alter table "reservations" add constraint "reservations_taken_by_id_foreign" foreign key ("taken_by_id")
      references "users" ("id") on update cascade on delete set null;`);
    // Deleting a staff account sets its bookings' taken_by_id to null: found through this index, not a scan.
    this.addSql(`create index "reservations_taken_by_idx" on "reservations" ("taken_by_id") where "taken_by_id" is not null;`);
    // Bookings made in a period: reservations_created_idx (created_at desc, id desc) of migration ReportsAtScale.
    this.addSql(`create index "reservations_cancelled_idx" on "reservations" ("cancelled_at") where "status" = 'CANCELLED';`);
    this.addSql(`alter table "packages" add column "cost_per_person_cents" int null;`);
    this.addSql(`alter table "packages" add constraint "packages_cost_per_person_check" check ("cost_per_person_cents" >= 0);`);
    this.addSql(`alter table "flights" add column "seat_cost_cents" int null;`);
    this.addSql(`alter table "flights" add constraint "flights_seat_cost_check" check ("seat_cost_cents" >= 0);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "flights" drop column if exists "seat_cost_cents";`);
    this.addSql(`alter table "packages" drop column if exists "cost_per_person_cents";`);
    this.addSql(`drop index if exists "reservations_cancelled_idx";`);
    this.addSql(`drop index if exists "reservations_taken_by_idx";`);
    this.addSql(`alter table "reservations" drop column if exists "taken_by_id";`);
  }
}
