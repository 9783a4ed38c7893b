import { Migration } from '@mikro-orm/migrations';

/**
 * The package page's place, inclusions and baggage in English too: the English site showed them in
 * Albanian. Empty English falls back to the Albanian on the page, so existing rows need no backfill.
 */
export class Migration20261127000100PackageContentEnglish extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "package_content"
      add column "place_en" varchar(200) null,
      add column "included_en" jsonb not null default '[]',
      add column "not_included_en" jsonb not null default '[]',
      add column "baggage_en" varchar(200) null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "package_content" drop column "place_en", drop column "included_en", drop column "not_included_en", drop column "baggage_en";`);
  }
}
