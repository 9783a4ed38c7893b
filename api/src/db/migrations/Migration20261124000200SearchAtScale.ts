import { Migration } from '@mikro-orm/migrations';

/**
 * The package search at 100,000 packages (docs/benchmarks.md has the plans):
 * - places get their English name (`name_en`), so "istanbul" finds Stamboll and "athens" Athinë;
 * - every package keeps its folded search text (title, country and city in both languages),
 *   maintained by triggers, under one trigram index: the text filter no longer joins or folds per row;
 * - filters that pick a slice of the catalogue page through it in date order from one index.
 */
export class Migration20261124000200SearchAtScale extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "countries" add column "name_en" varchar(100) null;`);
    this.addSql(`alter table "cities" add column "name_en" varchar(100) null;`);
    this.addSql(`alter table "packages" add column "search_text" text not null default '';`);

    this.addSql(`
      create or replace function package_search_text(p_title text, p_country integer, p_city integer) returns text
      language sql stable parallel safe
      as $$ select f_fold(concat_ws(' ', p_title,
        (select concat_ws(' ', name, name_en) from countries where id = p_country),
        (select concat_ws(' ', name, name_en) from cities where id = p_city))) $$;`);
    this.addSql(`
      create or replace function packages_search_text() returns trigger language plpgsql as $$
      begin
        new.search_text := package_search_text(new.title, new.country_id, new.city_id);
        return new;
      end $$;`);
    this.addSql(`
      create trigger "packages_search_text" before insert or update of "title", "country_id", "city_id" on "packages"
      for each row execute function packages_search_text();`);
    // A renamed place renames it in the search text of its packages (in the same transaction).
    this.addSql(`
      create or replace function places_search_text() returns trigger language plpgsql as $$
      begin
        if tg_table_name = 'countries' then
          update packages set search_text = package_search_text(title, country_id, city_id) where country_id = new.id;
        else
          update packages set search_text = package_search_text(title, country_id, city_id) where city_id = new.id;
        end if;
        return null;
      end $$;`);
    for (const table of ['countries', 'cities']) {
      this.addSql(`
        create trigger "${table}_search_text" after update of "name", "name_en" on "${table}"
        for each row when (old.name is distinct from new.name or old.name_en is distinct from new.name_en)
        execute function places_search_text();`);
    }
    this.addSql(`update "packages" set "search_text" = package_search_text("title", "country_id", "city_id");`);

    this.addSql(`drop index if exists "packages_title_trgm";`);
    this.addSql(`create index "packages_search_trgm" on "packages" using gin ("search_text" gin_trgm_ops);`);
    // A country, city or airport filter walks its slice in departure order (the default sort) and stops after a page.
    for (const column of ['country', 'city', 'airport']) {
      this.addSql(`drop index if exists "packages_${column}_index";`);
      this.addSql(`create index "packages_${column}_departure_index" on "packages" ("${column}_id", "departure_date", "id");`);
    }
    // Sorting by name (folded, ADR 0012) pages from an index instead of sorting the catalogue.
    this.addSql(`create index "packages_name_index" on "packages" (f_fold("title"), "id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "packages_name_index";`);
    for (const column of ['country', 'city', 'airport']) {
      this.addSql(`drop index if exists "packages_${column}_departure_index";`);
      this.addSql(`create index "packages_${column}_index" on "packages" ("${column}_id");`);
    }
    this.addSql(`drop index if exists "packages_search_trgm";`);
    this.addSql(`create index "packages_title_trgm" on "packages" using gin (f_fold("title") gin_trgm_ops);`);
    this.addSql(`drop trigger if exists "packages_search_text" on "packages";`);
    this.addSql(`drop trigger if exists "countries_search_text" on "countries";`);
    this.addSql(`drop trigger if exists "cities_search_text" on "cities";`);
    this.addSql(`drop function if exists places_search_text();`);
    this.addSql(`drop function if exists packages_search_text();`);
    this.addSql(`drop function if exists package_search_text(text, integer, integer);`);
    this.addSql(`alter table "packages" drop column if exists "search_text";`);
    this.addSql(`alter table "cities" drop column if exists "name_en";`);
    this.addSql(`alter table "countries" drop column if exists "name_en";`);
  }
}
