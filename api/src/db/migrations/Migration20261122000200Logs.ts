import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000200Logs extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "logs" (
        "id" serial primary key,
        "idstaff" integer null,
        "username" text null,
        "action" text not null check ("action" in ('add', 'edit', 'delete')),
        "entity" text not null,
        "entity_id" integer null,
        "details" text not null,
        "created_at" timestamptz not null default now()
      );`);
    this.addSql(`create index "logs_created_at_index" on "logs" ("created_at" desc, "id" desc);`);
    this.addSql(`create index "logs_idstaff_index" on "logs" ("idstaff");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "logs";`);
  }
}
