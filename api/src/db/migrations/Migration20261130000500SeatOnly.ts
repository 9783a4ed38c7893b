import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 43, seats alone (ADR 0032): a flight's price of a seat sold without a hotel (null: not sold
 * alone) and of a one-way seat (null: the return price); a booking of seats only names its flight
 * (no package). The flight's seats taken sum them from their own partial covering index.
 */
export class Migration20261130000500SeatOnly extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "flights" add column "seat_price" numeric(10,2) null check ("seat_price" >= 0),
      add column "one_way_price" numeric(10,2) null check ("one_way_price" >= 0);`);
    this.addSql(`alter table "reservations" add column "flight_id" integer null references "flights" ("id") on delete set null,
      add column "one_way" boolean not null default false;`);
    this.addSql(`create index "reservations_flight_status_seats_index" on "reservations" ("flight_id", "status") include ("seats") where "flight_id" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "reservations_flight_status_seats_index";`);
    this.addSql(`alter table "reservations" drop column "one_way", drop column "flight_id";`);
    this.addSql(`alter table "flights" drop column "one_way_price", drop column "seat_price";`);
  }
}
