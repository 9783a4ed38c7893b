import { Migration } from '@mikro-orm/migrations';

/**
 * Password reset tokens (issue 20): only a SHA-256 of each token is kept, so a copy of the database
 * (a backup, a read replica) holds no working link. A token dies when used, when it expires, when a
 * newer one is asked for, and with its account.
 */
export class Migration20261126000300PasswordResets extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "password_resets" (
        "id" serial primary key,
        "user_id" int not null references "users" ("id") on delete cascade,
        "token_hash" char(64) not null,
        "created_at" timestamptz not null default now(),
        "expires_at" timestamptz not null,
        "used_at" timestamptz null
      );`);
    this.addSql(`create unique index "password_resets_token_hash_unique" on "password_resets" ("token_hash");`);
    this.addSql(`create index "password_resets_user_created_index" on "password_resets" ("user_id", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "password_resets";`);
  }
}
