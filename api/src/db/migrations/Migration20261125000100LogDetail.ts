import { Migration } from '@mikro-orm/migrations';

/**
 * The activity log's details in data (field, old, new), beside the Albanian `details` text, so the
 * dashboard can word them in the page's language. Older rows keep only their text.
 */
export class Migration20261125000100LogDetail extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "logs" add column "detail" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "logs" drop column if exists "detail";`);
  }
}
