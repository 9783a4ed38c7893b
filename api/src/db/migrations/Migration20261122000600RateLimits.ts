import { Migration } from '@mikro-orm/migrations';

/**
 * rate-limiter-flexible's table (RateLimiterPostgres with `tableCreated: true`): created here so the
 * library never runs DDL at request time and MikroORM's schema diff knows it (skipTables).
 * `expire` is epoch milliseconds; the library deletes rows expired for an hour every 5 minutes.
 */
export class Migration20261122000600RateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "rate_limits" (
        "key" varchar(255) primary key,
        "points" integer not null default 0,
        "expire" bigint null
      );`);
    this.addSql(`create index "rate_limits_expire_index" on "rate_limits" ("expire");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "rate_limits";`);
  }
}
