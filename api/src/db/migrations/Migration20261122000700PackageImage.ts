import { Migration } from '@mikro-orm/migrations';

/** The package picture now lives in the media store: the column gets its foreign key. */
export class Migration20261122000700PackageImage extends Migration {
  override async up(): Promise<void> {
    this.addSql(`update "packages" set "image_id" = null where "image_id" is not null and "image_id" not in (select "id" from "media");`);
    this.addSql(`alter table "packages" add constraint "packages_image_id_foreign" foreign key ("image_id") references "media" ("id") on delete set null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "packages" drop constraint if exists "packages_image_id_foreign";`);
  }
}
