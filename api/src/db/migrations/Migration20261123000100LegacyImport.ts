import { Migration } from '@mikro-orm/migrations';

/**
 * Which of our rows came from which row of the agency's legacy MySQL database (api/src/legacy-import).
 * A re-run finds its earlier rows here and updates them instead of adding them again; rows it finds
 * here whose legacy row is gone are removed. `fingerprint` remembers what was imported last time
 * where our copy may legitimately differ (a password re-hashed at login, a re-encoded picture).
 */
export class Migration20261123000100LegacyImport extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "legacy_import_links" (
        "source" text not null,
        "legacy_id" integer not null,
        "target_id" integer not null,
        "fingerprint" text null,
        primary key ("source", "legacy_id")
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "legacy_import_links";`);
  }
}
