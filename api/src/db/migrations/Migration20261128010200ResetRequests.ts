import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 41: asking for a password reset only records the address here, whatever it is, and answers;
 * the link is made and mailed right after, off the request (modules/users/password-reset-queue.ts), so
 * the answer takes the same time whether or not an account has the address. A row lives a moment.
 */
export class Migration20261128010200ResetRequests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "password_reset_requests" (
        "id" bigserial primary key,
        "email" varchar(254) not null,
        "created_at" timestamptz not null default now()
      );`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "password_reset_requests";`);
  }
}
