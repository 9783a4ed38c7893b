import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 46, item 4: the dashboard's home and the reports sum a year of bookings by destination country,
 * departure airport and the agency's cost. Read through the package (and the flight, for seats alone),
 * that was a join of every booking of the period to the packages: a hash of the whole packages table per
 * figure. The database now keeps these on the booking itself:
 *
 * - `destination_country_id`: the package's country, or for seats alone the country of the flight's
 *   destination airport (its code);
 * - `departure_airport_id`: the package's departure airport, else the flight's;
 * - `cost_cents`: what the booking costs the agency, travellers × the package's cost per person, or for
 *   seats alone seats × the block's seat cost; null while that cost is not known.
 *
 * They are derived, never written by the application: a trigger sets them when a booking is written,
 * and triggers on packages, flights and airports carry an edit (a place, a cost entered later) to the
 * bookings concerned, so a report reads them as they are now, as the join did. The covering index of
 * the bookings that count as sales carries them with what the figures sum: each figure is one index
 * range and no table is read whole. The cancellations' index and the ledger's carry what a period's sums
 * read, likewise.
 */
export class Migration20261201001400BookingFigures extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reservations" add column "destination_country_id" int null, add column "departure_airport_id" int null,
      add column "cost_cents" bigint null;`);
    this.addSql(`create or replace function booking_destination_country(package int, flight int) returns int language sql stable as $$
      select case when package is not null then (select p.country_id from packages p where p.id = package)
        else (select a.country_id from flights f join airports a on a.code = f.to_code where f.id = flight order by a.id limit 1) end $$;`);
    this.addSql(`create or replace function booking_departure_airport(package int, flight int) returns int language sql stable as $$
      select coalesce((select p.airport_id from packages p where p.id = package), (select f.from_airport_id from flights f where f.id = flight)) $$;`);
    this.addSql(`create or replace function booking_cost(package int, flight int, travellers int, seats int) returns bigint language sql stable as $$
      select case when package is not null then (select p.cost_per_person_cents from packages p where p.id = package)::bigint * travellers
        when flight is not null then (select f.seat_cost_cents from flights f where f.id = flight)::bigint * seats end $$;`);
    this.addSql(`create or replace function reservations_figures() returns trigger language plpgsql as $$
      begin
        new.destination_country_id := booking_destination_country(new.package_id, new.flight_id);
        new.departure_airport_id := booking_departure_airport(new.package_id, new.flight_id);
        new.cost_cents := booking_cost(new.package_id, new.flight_id, new.travellers, new.seats);
        return new;
      end $$;`);
    this.addSql(`create trigger "reservations_figures" before insert or update of "package_id", "flight_id", "travellers", "seats" on "reservations"
      for each row execute function reservations_figures();`);
    // Naming the columns re-derives them (the trigger above fires on a SET of package_id): the bookings
    // of one package, of one flight, or of seats alone to one airport code.
    this.addSql(`create or replace function packages_booking_figures() returns trigger language plpgsql as $$
      begin update reservations set package_id = package_id where package_id = new.id; return null; end $$;`);
    this.addSql(`create trigger "packages_booking_figures" after update of "country_id", "airport_id", "cost_per_person_cents" on "packages" for each row
      when (old.country_id is distinct from new.country_id or old.airport_id is distinct from new.airport_id
        or old.cost_per_person_cents is distinct from new.cost_per_person_cents) execute function packages_booking_figures();`);
    this.addSql(`create or replace function flights_booking_figures() returns trigger language plpgsql as $$
      begin update reservations set flight_id = flight_id where flight_id = new.id; return null; end $$;`);
    this.addSql(`create trigger "flights_booking_figures" after update of "from_airport_id", "to_code", "seat_cost_cents" on "flights" for each row
      when (old.from_airport_id is distinct from new.from_airport_id or old.to_code is distinct from new.to_code
        or old.seat_cost_cents is distinct from new.seat_cost_cents) execute function flights_booking_figures();`);
    this.addSql(`create or replace function airports_booking_figures() returns trigger language plpgsql as $$
      begin
        update reservations r set flight_id = r.flight_id from flights f where f.id = r.flight_id and r.package_id is null
          and f.to_code in (case when tg_op <> 'INSERT' then old.code end, case when tg_op <> 'DELETE' then new.code end);
        return null;
      end $$;`);
    this.addSql(`create trigger "airports_booking_figures" after insert or delete or update of "code", "country_id" on "airports" for each row
      execute function airports_booking_figures();`);
    this.addSql(`update "reservations" set "package_id" = "package_id";`);

    this.addSql(`drop index if exists "reservations_booked_created_idx";`);
    this.addSql(`create index "reservations_booked_created_idx" on "reservations" ("created_at")
      include ("status", "total_cents", "travellers", "adults", "cost_cents", "package_id", "flight_id", "destination_country_id", "departure_airport_id", "taken_by_id")
      where "status" in ('OPTION', 'CONFIRMED', 'TRAVELLED');`);
    // The cancellations of a period, likewise: what the fee is worked out from, and the same filters.
    this.addSql(`drop index if exists "reservations_cancelled_idx";`);
    this.addSql(`create index "reservations_cancelled_idx" on "reservations" ("cancelled_at")
      include ("status", "total_cents", "free_cancellation_until", "package_id", "destination_country_id", "departure_airport_id", "taken_by_id")
      where "status" = 'CANCELLED';`);
    this.addSql(`drop index if exists "payments_paid_on_index";`);
    this.addSql(`create index "payments_paid_on_index" on "payments" ("paid_on") include ("kind", "method", "amount_cents");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "payments_paid_on_index";`);
    this.addSql(`create index "payments_paid_on_index" on "payments" ("paid_on");`);
    this.addSql(`drop index if exists "reservations_booked_created_idx";`);
    this.addSql(`create index "reservations_booked_created_idx" on "reservations" ("created_at")
      include ("total_cents", "travellers", "package_id", "flight_id") where "status" in ('OPTION', 'CONFIRMED', 'TRAVELLED');`);
    this.addSql(`drop index if exists "reservations_cancelled_idx";`);
    this.addSql(`create index "reservations_cancelled_idx" on "reservations" ("cancelled_at") where "status" = 'CANCELLED';`);
    this.addSql(`drop trigger if exists "airports_booking_figures" on "airports";`);
    this.addSql(`drop trigger if exists "flights_booking_figures" on "flights";`);
    this.addSql(`drop trigger if exists "packages_booking_figures" on "packages";`);
    this.addSql(`drop trigger if exists "reservations_figures" on "reservations";`);
    this.addSql(`drop function if exists airports_booking_figures(), flights_booking_figures(), packages_booking_figures(), reservations_figures(),
      booking_cost(int, int, int, int), booking_departure_airport(int, int), booking_destination_country(int, int);`);
    this.addSql(`alter table "reservations" drop column "cost_cents", drop column "departure_airport_id", drop column "destination_country_id";`);
  }
}
