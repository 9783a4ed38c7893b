import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 41: a second factor at sign-in (TOTP, RFC 6238) for any account, and ten one-time recovery
 * codes stored as SHA-256 (each code is 80 random bits, so a fast hash holds like the reset tokens'),
 * ADR 0025. The secret is kept as the authenticator app has it (it must be read to check a code);
 * `two_factor_last_step` refuses a code used once already. An enrolment waits in the pending columns
 * until its first code confirms it.
 */
export class Migration20261128010300TwoFactor extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users"
      add column "two_factor_secret" varchar(64) null,
      add column "two_factor_enabled_at" timestamptz null,
      add column "two_factor_last_step" bigint null,
      add column "two_factor_pending_secret" varchar(64) null,
      add column "two_factor_pending_at" timestamptz null;`);
    this.addSql(`
      create table "recovery_codes" (
        "id" serial primary key,
        "user_id" int not null references "users" ("id") on delete cascade,
        "code_hash" char(64) not null,
        "created_at" timestamptz not null default now(),
        "used_at" timestamptz null
      );`);
    this.addSql(`create unique index "recovery_codes_user_hash_unique" on "recovery_codes" ("user_id", "code_hash");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "recovery_codes";`);
    this.addSql(`alter table "users" drop column if exists "two_factor_secret", drop column if exists "two_factor_enabled_at",
      drop column if exists "two_factor_last_step", drop column if exists "two_factor_pending_secret", drop column if exists "two_factor_pending_at";`);
  }
}
