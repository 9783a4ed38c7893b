import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 42: staff's internal notes on a reservation (never shown to the customer), each with its
 * author (an id and a name snapshot, as the activity log keeps them) and time; and the indexes the
 * reservations screen's search by reference or name and its date filters read.
 */
export class Migration20261128020400ReservationNotes extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "reservation_notes" (
        "id" serial primary key,
        "reservation_id" integer not null references "reservations" ("id") on delete cascade,
        "author_id" integer null,
        "author_name" varchar(255) null,
        "text" text not null check (length(trim("text")) > 0),
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "reservation_notes_reservation_idx" on "reservation_notes" ("reservation_id", "id");`);
    this.addSql(`create index "reservations_departure_idx" on "reservations" ("departure_date");`);
    this.addSql(`create index "logs_entity_id_idx" on "logs" ("entity", "entity_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "reservation_notes";`);
    this.addSql(`drop index "reservations_departure_idx";`);
    this.addSql(`drop index "logs_entity_id_idx";`);
  }
}
