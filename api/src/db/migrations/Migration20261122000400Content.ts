import { Migration } from '@mikro-orm/migrations';

/** Media store (ADR 0009), page sliders, destination cards and the three price tables. */
export class Migration20261122000400Content extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "media" (
        "id" serial primary key,
        "width" integer not null check ("width" > 0),
        "height" integer not null check ("height" > 0),
        "widths" jsonb not null,
        "source_format" text not null,
        "source_bytes" integer not null check ("source_bytes" >= 0),
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`
      create table "media_variants" (
        "id" serial primary key,
        "media_id" integer not null references "media" ("id") on delete cascade,
        "name" text not null,
        "content_type" text not null,
        "width" integer not null check ("width" > 0),
        "height" integer not null check ("height" > 0),
        "etag" text not null,
        "data" bytea not null,
        constraint "media_variants_media_id_name_unique" unique ("media_id", "name")
      );`);
    // JPEG and WebP do not compress further: keep TOAST from trying.
    this.addSql(`alter table "media_variants" alter column "data" set storage external;`);

    this.addSql(`
      create table "slider_images" (
        "id" serial primary key,
        "slider" text not null check ("slider" in ('home', 'greece', 'bulgaria', 'kosova')),
        "title" varchar(200) not null default '',
        "position" integer not null default 0,
        "media_id" integer not null references "media" ("id") on delete restrict,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "slider_images_slider_position_id_index" on "slider_images" ("slider", "position", "id");`);
    this.addSql(`create index "slider_images_media_index" on "slider_images" ("media_id");`);

    this.addSql(`
      create table "cards" (
        "id" serial primary key,
        "kind" text not null check ("kind" in ('istanbul', 'hurghada', 'cappadocia')),
        "name" varchar(200) not null check (length(trim("name")) > 0),
        "location" varchar(200) not null default '',
        "price" numeric(10,2) not null check ("price" >= 0),
        "stars" integer not null check ("stars" between 0 and 5),
        "media_id" integer not null references "media" ("id") on delete restrict,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "cards_kind_id_index" on "cards" ("kind", "id");`);
    this.addSql(`create index "cards_media_index" on "cards" ("media_id");`);

    this.addSql(`
      create table "room_prices" (
        "id" serial primary key,
        "room_type" varchar(100) not null,
        "service" varchar(100) not null,
        "price_1" numeric(10,2) not null check ("price_1" >= 0),
        "price_2" numeric(10,2) not null check ("price_2" >= 0)
      );`);
    this.addSql(`
      create table "dubai_prices" (
        "id" serial primary key,
        "departure" varchar(100) not null,
        "room_type" varchar(100) not null,
        "service" varchar(100) not null,
        "days" integer not null check ("days" between 1 and 365),
        "price" numeric(10,2) not null check ("price" >= 0)
      );`);
    this.addSql(`
      create table "macedonia_prices" (
        "id" serial primary key,
        "room_type" varchar(100) not null,
        "service" varchar(100) not null,
        "in_season_price" numeric(10,2) not null check ("in_season_price" >= 0),
        "off_season_price" numeric(10,2) not null check ("off_season_price" >= 0)
      );`);
  }

  override async down(): Promise<void> {
    for (const t of ['macedonia_prices', 'dubai_prices', 'room_prices', 'cards', 'slider_images', 'media_variants', 'media']) {
      this.addSql(`drop table if exists "${t}";`);
    }
  }
}
