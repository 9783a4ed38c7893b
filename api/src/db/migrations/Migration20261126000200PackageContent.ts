import { Migration } from '@mikro-orm/migrations';

/**
 * What the package page sells with (issue 20): one row of content per package (hotel, place,
 * descriptions SQ/EN, inclusions, flight) and an ordered gallery of media. Both go with their package
 * (on delete cascade); gallery media are kept while a gallery names them (media-sweep.ts).
 */
export class Migration20261126000200PackageContent extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "package_content" (
      "package_id" int not null primary key references "packages" ("id") on delete cascade,
      "hotel_name" varchar(200) null,
      "place" varchar(200) null,
      "description_sq" text null,
      "description_en" text null,
      "included" jsonb not null default '[]',
      "not_included" jsonb not null default '[]',
      "airline" varchar(100) null,
      "outbound_departure" varchar(5) null,
      "outbound_arrival" varchar(5) null,
      "return_departure" varchar(5) null,
      "return_arrival" varchar(5) null,
      "baggage" varchar(200) null,
      "updated_at" timestamptz not null default now()
    );`);
    this.addSql(`create table "package_photos" (
      "id" serial primary key,
      "package_id" int not null references "packages" ("id") on delete cascade,
      "media_id" int not null references "media" ("id") on delete restrict,
      "position" int not null,
      constraint "package_photos_package_media_unique" unique ("package_id", "media_id")
    );`);
    this.addSql(`create index "package_photos_package_idx" on "package_photos" ("package_id", "position");`);
    this.addSql(`create index "package_photos_media_idx" on "package_photos" ("media_id");`);
    // The package page's answer is kept in the public cache (http/public-reads.ts): announce writes.
    for (const table of ['package_content', 'package_photos']) {
      this.addSql(`create trigger "${table}_announce" after insert or update or delete or truncate on "${table}"
        for each statement execute function announce_change();`);
    }
    // Other departures of the same hotel: same title (case and spaces aside) in the same place.
    this.addSql(`create index "packages_same_hotel_idx" on "packages" (lower(btrim("title")), "city_id", "departure_date");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "packages_same_hotel_idx";`);
    this.addSql(`drop table if exists "package_photos";`);
    this.addSql(`drop table if exists "package_content";`);
  }
}
