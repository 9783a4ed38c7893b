import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 41: an account erased on its owner's request, but whose bookings the agency must keep for its
 * accounts, stays as an anonymous row (no name, e-mail, phone or password): `anonymised_at` says when.
 */
export class Migration20261128010400AccountErasure extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "users" add column "anonymised_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "users" drop column if exists "anonymised_at";`);
  }
}
