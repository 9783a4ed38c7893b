import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 43: a booking's life. PENDING becomes OPTION (held until `expires_at`), and TRAVELLED, EXPIRED
 * and WAITLISTED join. Options from before keep no expiry: staff confirm or cancel them as before,
 * rather than every imported booking lapsing (and mailing its customer) at once after the upgrade.
 */
export class Migration20261130000300BookingStates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reservations" drop constraint if exists "reservations_status_check";`);
    this.addSql(`alter table "reservations" add column "expires_at" timestamptz null;`);
    this.addSql(`update "reservations" set "status" = 'OPTION' where "status" = 'PENDING';`);
    this.addSql(`alter table "reservations" alter column "status" set default 'OPTION',
      add constraint "reservations_status_check" check ("status" in ('OPTION', 'CONFIRMED', 'TRAVELLED', 'CANCELLED', 'EXPIRED', 'WAITLISTED'));`);
    // The sweep's reads: options due to lapse, trips that are over, and a departure's waitlist in order.
    this.addSql(`create index "reservations_option_expiry_idx" on "reservations" ("expires_at") where "status" = 'OPTION';`);
    this.addSql(`create index "reservations_waitlist_idx" on "reservations" ("package_id", "created_at", "id") where "status" = 'WAITLISTED';`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "reservations_waitlist_idx";`);
    this.addSql(`drop index if exists "reservations_option_expiry_idx";`);
    this.addSql(`alter table "reservations" drop constraint if exists "reservations_status_check";`);
    this.addSql(`update "reservations" set "status" = case "status" when 'OPTION' then 'PENDING' when 'TRAVELLED' then 'CONFIRMED' when 'CONFIRMED' then 'CONFIRMED' else 'CANCELLED' end;`);
    this.addSql(`alter table "reservations" alter column "status" set default 'PENDING',
      add constraint "reservations_status_check" check ("status" in ('PENDING', 'CONFIRMED', 'CANCELLED'));`);
    this.addSql(`alter table "reservations" drop column if exists "expires_at";`);
  }
}
