import { Migration } from '@mikro-orm/migrations';

/**
 * A package's nights are the days between its dates (ADR 0020): rows where they disagreed take the
 * dates' count, and a check keeps them equal from now on. A row whose dates lie more than 365 days apart
 * (beyond the nights' own bound) had a mistyped return date: it gets departure + its stated nights.
 */
export class Migration20261125000100PackageNights extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "packages" drop constraint if exists "packages_nights_check";`);
    this.addSql(`update "packages" set "return_date" = "departure_date" + "nights" where "return_date" - "departure_date" > 365;`);
    this.addSql(`update "packages" set "nights" = "return_date" - "departure_date" where "nights" <> "return_date" - "departure_date";`);
    this.addSql(`alter table "packages" add constraint "packages_nights_check" check ("nights" between 0 and 365 and "nights" = "return_date" - "departure_date");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "packages" drop constraint if exists "packages_nights_check";`);
    this.addSql(`alter table "packages" add constraint "packages_nights_check" check ("nights" between 0 and 365);`);
  }
}
