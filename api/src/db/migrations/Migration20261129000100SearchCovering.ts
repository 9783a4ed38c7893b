import { Migration } from '@mikro-orm/migrations';

/** Every column the public search filters on but the text and the board (ADR 0026). */
const FILTERS = ['departure_date', 'airport_id', 'country_id', 'city_id', 'nights', 'persons', 'price'];
const besides = (...key: string[]) => FILTERS.filter((c) => !key.includes(c)).map((c) => `"${c}"`).join(', ');

/**
 * Varied searches at 100,000 packages (ADR 0026, docs/benchmarks.md has the plans): the indexes a search
 * walks, for its order or its first filter, carry every other filter column, so a page of ids and a
 * total are read from one index alone (an index-only scan) instead of a seq scan or a bitmap of two
 * indexes and the rows behind it. The nights filter reads the `nights` column (equal to the dates'
 * difference by `packages_nights_check`), so the expression index on the dates goes. The name sort reads
 * `title_key`, the folded title (ADR 0012) kept as a stored column: an index on the expression
 * `f_fold(title)` is never read alone (PostgreSQL wants `title` itself for that), so a name sort visited a
 * row per index entry it skipped; the country and city indexes carry it too, so their slice sorts by
 * name from the index.
 */
export class Migration20261129000100SearchCovering extends Migration {
  override async up(): Promise<void> {
    this.addSql(`drop index if exists "packages_nights_index";`);
    this.addSql(`drop index if exists "packages_departure_index";`);
    this.addSql(`create index "packages_departure_index" on "packages" ("departure_date", "id") include (${besides('departure_date')});`);
    this.addSql(`alter table "packages" add column "title_key" text generated always as (f_fold("title")) stored;`);
    for (const column of ['country', 'city', 'airport']) {
      const named = column === 'airport' ? '' : ', "title_key"';
      this.addSql(`drop index if exists "packages_${column}_departure_index";`);
      this.addSql(`create index "packages_${column}_departure_index" on "packages" ("${column}_id", "departure_date", "id") include (${besides(`${column}_id`, 'departure_date')}${named});`);
    }
    this.addSql(`drop index if exists "packages_price_index";`);
    this.addSql(`create index "packages_price_index" on "packages" ("price", "id") include (${besides('price')});`);
    this.addSql(`drop index if exists "packages_name_index";`);
    this.addSql(`create index "packages_name_index" on "packages" ("title_key", "id") include (${besides()});`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "packages_name_index";`);
    this.addSql(`create index "packages_name_index" on "packages" (f_fold("title"), "id");`);
    this.addSql(`alter table "packages" drop column if exists "title_key";`);
    this.addSql(`drop index if exists "packages_price_index";`);
    this.addSql(`create index "packages_price_index" on "packages" ("price", "id");`);
    for (const column of ['country', 'city', 'airport']) {
      this.addSql(`drop index if exists "packages_${column}_departure_index";`);
      this.addSql(`create index "packages_${column}_departure_index" on "packages" ("${column}_id", "departure_date", "id");`);
    }
    this.addSql(`drop index if exists "packages_departure_index";`);
    this.addSql(`create index "packages_departure_index" on "packages" ("departure_date", "id");`);
    this.addSql(`create index "packages_nights_index" on "packages" (("return_date" - "departure_date"));`);
  }
}
