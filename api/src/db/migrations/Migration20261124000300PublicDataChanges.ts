import { Migration } from '@mikro-orm/migrations';

/** The tables behind the public reads that are cached (ADR 0017): a write to any of them is announced. */
const ANNOUNCED_TABLES = [
  'countries', 'cities', 'airports', 'packages', 'reservations', 'travel_plans',
  'slider_images', 'cards', 'room_prices', 'dubai_prices', 'macedonia_prices',
] as const;

/**
 * Every committed write to those tables, whoever makes it (this app, another instance, the legacy
 * import, psql), sends `NOTIFY bani_changes, '<table>'`. PostgreSQL delivers it at commit, never for
 * a rolled-back write, and once per table per transaction; each instance LISTENs and drops what it
 * cached from that table.
 */
export class Migration20261124000300PublicDataChanges extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create or replace function announce_change() returns trigger language plpgsql as $$
      begin
        perform pg_notify('bani_changes', tg_table_name);
        return null;
      end $$;`);
    for (const table of ANNOUNCED_TABLES) {
      this.addSql(`create trigger "${table}_announce" after insert or update or delete or truncate on "${table}"
        for each statement execute function announce_change();`);
    }
  }

  override async down(): Promise<void> {
    for (const table of ANNOUNCED_TABLES) this.addSql(`drop trigger if exists "${table}_announce" on "${table}";`);
    this.addSql(`drop function if exists announce_change();`);
  }
}
