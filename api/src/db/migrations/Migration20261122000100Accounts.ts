import { Migration } from '@mikro-orm/migrations';

export class Migration20261122000100Accounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "users" (
        "id" serial primary key,
        "first_name" varchar(100) not null,
        "last_name" varchar(100) not null,
        "number" varchar(30) not null,
        "email" varchar(254) not null,
        "username" varchar(50) not null,
        "password_hash" text not null,
        "role" text not null default 'user' check ("role" in ('user', 'admin', 'owner')),
        "created_at" timestamptz not null default now()
      );`);
    // Case-insensitive uniqueness: "Admin" and "admin" are the same account.
    this.addSql(`create unique index "users_username_lower_unique" on "users" (lower("username"));`);
    this.addSql(`create unique index "users_email_lower_unique" on "users" (lower("email"));`);
    this.addSql(`create index "users_role_index" on "users" ("role");`);

    // connect-pg-simple's table, created here so the schema is fully owned by migrations.
    this.addSql(`
      create table "session" (
        "sid" varchar not null primary key,
        "sess" json not null,
        "expire" timestamp(6) not null
      );`);
    this.addSql(`create index "session_expire_index" on "session" ("expire");`);
    this.addSql(`create index "session_user_index" on "session" (((sess->>'userId')));`);

    // Small key/value table for one-time facts such as "demo seed applied".
    this.addSql(`create table "app_meta" ("key" text primary key, "value" text not null, "updated_at" timestamptz not null default now());`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "app_meta";`);
    this.addSql(`drop table if exists "session";`);
    this.addSql(`drop table if exists "users";`);
  }
}
