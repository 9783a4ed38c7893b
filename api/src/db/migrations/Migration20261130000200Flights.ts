import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 43: charter flights (an outbound and a return leg) with the seats the agency holds on each;
 * a package may fly on one (its own `seats` stays its cap, the rooms at the hotel). A reservation
 * keeps the plane seats it takes (its travellers less the infants, filled at booking; the bookings
 * made before are taken at their travellers). The indexes are those the seat counts and the
 * departures screen read: the packages of a flight, and the live seats per package and status.
 */
export class Migration20261130000200Flights extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "flights" (
        "id" serial primary key,
        "carrier" varchar(100) not null check (length(trim("carrier")) > 0),
        "outbound_number" varchar(20) not null,
        "return_number" varchar(20) not null,
        "from_airport_id" integer not null references "airports" ("id") on delete restrict,
        "to_code" varchar(3) not null check ("to_code" ~ '^[A-Z]{3}$'),
        "to_city" varchar(100) not null,
        "outbound_departs_at" timestamptz not null,
        "outbound_arrives_at" timestamptz not null,
        "return_departs_at" timestamptz not null,
        "return_arrives_at" timestamptz not null,
        "baggage" varchar(200) not null default '',
        "seats_outbound" integer not null check ("seats_outbound" >= 0),
        "seats_return" integer not null check ("seats_return" >= 0),
        "created_at" timestamptz not null default now(),
        check ("outbound_arrives_at" >= "outbound_departs_at" and "return_departs_at" >= "outbound_arrives_at" and "return_arrives_at" >= "return_departs_at")
      );`);
    this.addSql(`create index "flights_departs_index" on "flights" ("outbound_departs_at", "id");`);
    this.addSql(`create index "flights_from_departs_index" on "flights" ("from_airport_id", "outbound_departs_at");`);
    this.addSql(`alter table "packages" add column "flight_id" integer null references "flights" ("id") on delete restrict;`);
    this.addSql(`create index "packages_flight_index" on "packages" ("flight_id") where "flight_id" is not null;`);
    this.addSql(`alter table "reservations" add column "seats" integer null;`);
    this.addSql(`update "reservations" set "seats" = "travellers";`);
    // A row written without it (an import, a script, psql) takes a seat per traveller, as before.
    this.addSql(`
      create or replace function reservations_default_seats() returns trigger language plpgsql as $$
      begin
        if new.seats is null then new.seats := new.travellers; end if;
        return new;
      end $$;`);
    this.addSql(`create trigger "reservations_default_seats" before insert on "reservations" for each row execute function reservations_default_seats();`);
    // The departures screen and the search's cache hear of flights written (PublicDataChanges).
    this.addSql(`create trigger "flights_announce" after insert or update or delete or truncate on "flights" for each statement execute function announce_change();`);
    this.addSql(`alter table "reservations" alter column "seats" set not null, add constraint "reservations_seats_check" check ("seats" >= 0 and "seats" <= "travellers");`);
    // The seats and travellers held per package and status, read from the index alone.
    this.addSql(`create index "reservations_package_status_seats_index" on "reservations" ("package_id", "status") include ("seats", "travellers");`);
    this.addSql(`drop index if exists "reservations_package_status_index";`);
  }

  override async down(): Promise<void> {
    this.addSql(`create index "reservations_package_status_index" on "reservations" ("package_id", "status");`);
    this.addSql(`drop index if exists "reservations_package_status_seats_index";`);
    this.addSql(`drop trigger if exists "reservations_default_seats" on "reservations";`);
    this.addSql(`drop function if exists reservations_default_seats();`);
    this.addSql(`alter table "reservations" drop column if exists "seats";`);
    this.addSql(`alter table "packages" drop column if exists "flight_id";`);
    this.addSql(`drop table if exists "flights";`);
  }
}
