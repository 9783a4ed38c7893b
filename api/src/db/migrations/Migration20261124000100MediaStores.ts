import { Migration } from '@mikro-orm/migrations';

/**
 * A picture's bytes may live in PostgreSQL (`data`) or in an object store: each variant row says
 * where (`store`) and how big it is (`bytes`, so the store's size is a sum, not a scan of the bytes).
 */
export class Migration20261124000100MediaStores extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "media_variants" add column "store" text not null default 'postgres' check ("store" in ('postgres', 's3'));`);
    this.addSql(`alter table "media_variants" add column "bytes" integer not null default 0 check ("bytes" >= 0);`);
    this.addSql(`update "media_variants" set "bytes" = octet_length("data");`);
    this.addSql(`alter table "media_variants" alter column "data" drop not null;`);
    this.addSql(`alter table "media_variants" add constraint "media_variants_data_in_store" check (("store" = 'postgres') = ("data" is not null));`);
    this.addSql(`create index "media_variants_store_index" on "media_variants" ("store") where "store" <> 'postgres';`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from "media_variants" where "data" is null;`);
    this.addSql(`drop index if exists "media_variants_store_index";`);
    this.addSql(`alter table "media_variants" drop constraint if exists "media_variants_data_in_store";`);
    this.addSql(`alter table "media_variants" alter column "data" set not null;`);
    this.addSql(`alter table "media_variants" drop column "bytes", drop column "store";`);
  }
}
