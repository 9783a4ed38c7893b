import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000300Catalogue extends Migration {
  override async up(): Promise<void> {
    // Accent-insensitive search ("athin" finds "Athinë"). unaccent() is only STABLE; this wrapper
    // pins the dictionary so it can be IMMUTABLE and used in expression indexes.
    this.addSql(`create extension if not exists unaccent;`);
    this.addSql(`create extension if not exists pg_trgm;`);
    this.addSql(`
      create or replace function f_fold(t text) returns text
      language sql immutable parallel safe strict
      as $$ select lower(public.unaccent('public.unaccent'::regdictionary, t)) $$;`);

    this.addSql(`
      create table "countries" (
        "id" serial primary key,
        "name" varchar(100) not null check (length(trim("name")) > 0)
      );`);
    this.addSql(`create unique index "countries_name_unique" on "countries" (f_fold("name"));`);

    this.addSql(`
      create table "cities" (
        "id" serial primary key,
        "name" varchar(100) not null check (length(trim("name")) > 0),
        "country_id" integer not null references "countries" ("id") on delete restrict
      );`);
    this.addSql(`create unique index "cities_country_name_unique" on "cities" ("country_id", f_fold("name"));`);

    this.addSql(`
      create table "airports" (
        "id" serial primary key,
        "name" varchar(100) not null check (length(trim("name")) > 0),
        "code" varchar(10) not null check (length(trim("code")) > 0),
        "country_id" integer not null references "countries" ("id") on delete restrict
      );`);
    this.addSql(`create unique index "airports_code_unique" on "airports" (upper("code"));`);
    this.addSql(`create index "airports_country_index" on "airports" ("country_id");`);

    this.addSql(`
      create table "packages" (
        "id" serial primary key,
        "title" varchar(200) not null check (length(trim("title")) > 0),
        "country_id" integer not null references "countries" ("id") on delete restrict,
        "city_id" integer null references "cities" ("id") on delete restrict,
        "airport_id" integer not null references "airports" ("id") on delete restrict,
        "price" numeric(10,2) not null check ("price" >= 0),
        "persons" integer not null check ("persons" between 1 and 50),
        "nights" integer not null check ("nights" between 0 and 365),
        "room_type" varchar(100) not null,
        "service" varchar(100) not null,
        "departure_date" date not null,
        "return_date" date not null,
        "rating" integer not null check ("rating" between 1 and 5),
        "image_id" integer null,
        "created_at" timestamptz not null default now(),
        constraint "packages_return_after_departure" check ("return_date" >= "departure_date")
      );`);
    // What the search filters and sorts on.
    this.addSql(`create index "packages_country_index" on "packages" ("country_id");`);
    this.addSql(`create index "packages_city_index" on "packages" ("city_id");`);
    this.addSql(`create index "packages_airport_index" on "packages" ("airport_id");`);
    this.addSql(`create index "packages_departure_index" on "packages" ("departure_date", "id");`);
    this.addSql(`create index "packages_price_index" on "packages" ("price", "id");`);
    this.addSql(`create index "packages_nights_index" on "packages" (("return_date" - "departure_date"));`);
    this.addSql(`create index "packages_title_trgm" on "packages" using gin (f_fold("title") gin_trgm_ops);`);

    this.addSql(`
      create table "travel_plans" (
        "id" serial primary key,
        "departure_from" varchar(200) not null,
        "destination_hotel" varchar(200) not null,
        "nights_option" varchar(100) not null,
        "date" date not null,
        "travellers" integer not null check ("travellers" between 1 and 100)
      );`);
  }

  override async down(): Promise<void> {
    for (const t of ['travel_plans', 'packages', 'airports', 'cities', 'countries']) this.addSql(`drop table if exists "${t}";`);
    this.addSql(`drop function if exists f_fold(text);`);
  }
}
