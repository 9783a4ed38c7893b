import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 42: every name staff type that a visitor reads gets an English text beside the Albanian one, as
 * the package page's content already has (ADR 0022): airports, a package's and an option's room type,
 * the three price tables, the destination cards and the slides' captions. Empty = the page shows the
 * other language's text, so existing rows need nothing; the known demo texts get theirs at start-up
 * (db/seed/english-texts.seed.ts). Countries and cities have had theirs since issue 11.
 */
export class Migration20261128020300EnglishTexts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "airports" add column "name_en" varchar(100) null;`);
    this.addSql(`alter table "packages" add column "room_type_en" varchar(100) null;`);
    this.addSql(`alter table "package_options" add column "room_type_en" varchar(100) null;`);
    this.addSql(`alter table "room_prices" add column "room_type_en" varchar(100) null, add column "service_en" varchar(100) null;`);
    this.addSql(`alter table "dubai_prices" add column "departure_en" varchar(100) null, add column "room_type_en" varchar(100) null, add column "service_en" varchar(100) null;`);
    this.addSql(`alter table "macedonia_prices" add column "room_type_en" varchar(100) null, add column "service_en" varchar(100) null;`);
    this.addSql(`alter table "cards" add column "name_en" varchar(200) null, add column "location_en" varchar(200) null;`);
    this.addSql(`alter table "slider_images" add column "title_en" varchar(200) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "airports" drop column "name_en";`);
    this.addSql(`alter table "packages" drop column "room_type_en";`);
    this.addSql(`alter table "package_options" drop column "room_type_en";`);
    this.addSql(`alter table "room_prices" drop column "room_type_en", drop column "service_en";`);
    this.addSql(`alter table "dubai_prices" drop column "departure_en", drop column "room_type_en", drop column "service_en";`);
    this.addSql(`alter table "macedonia_prices" drop column "room_type_en", drop column "service_en";`);
    this.addSql(`alter table "cards" drop column "name_en", drop column "location_en";`);
    this.addSql(`alter table "slider_images" drop column "title_en";`);
  }
}
