import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 47, item 2: API tokens of an account. Only the SHA-256 of a token's secret is kept (ADR 0041);
 * `prefix`, part of the token, finds its row. Revoking keeps the row (the page and the log show it).
 */
export class Migration20261201001100ApiTokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "api_tokens" (
        "id" serial primary key,
        "user_id" int not null,
        "name" varchar(100) not null,
        "prefix" varchar(16) not null,
        "secret_hash" varchar(64) not null,
        "scopes" jsonb not null,
        "created_at" timestamptz not null,
        "expires_at" timestamptz not null,
        "last_used_at" timestamptz null,
        "revoked_at" timestamptz null,
        constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade
      );`);
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_prefix_unique" unique ("prefix");`);
    this.addSql(`create index "api_tokens_user_id_created_at_index" on "api_tokens" ("user_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "api_tokens";`);
  }
}
