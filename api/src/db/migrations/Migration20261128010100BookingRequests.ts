import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 41: a booking sent again (a double click, a retried request) is answered with the first one
 * only when the WHOLE request is the same. `request_key` is a SHA-256 of the booking as asked (package,
 * option as chosen or none, party, names); older rows have none and are never taken for a repeat.
 */
export class Migration20261128010100BookingRequests extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reservations" add column "request_key" char(64) null;`);
    this.addSql(`create index "reservations_request_key_index" on "reservations" ("user_id", "request_key") where "request_key" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "reservations_request_key_index";`);
    this.addSql(`alter table "reservations" drop column if exists "request_key";`);
  }
}
