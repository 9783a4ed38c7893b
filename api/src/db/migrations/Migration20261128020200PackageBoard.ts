import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 42: a package's board becomes a choice (the Board enum of the options), so the search's board
 * filter finds a package typed "All Inclusive", "all inclusive" or "Gjysmë pansion" too. The legacy
 * `service` text (sherbimi) stays as it is; `board` is read from it as package-options/board.ts reads
 * it (null when the text names no board: staff choose one in the package editor).
 */
export class Migration20261128020200PackageBoard extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "packages" add column "board" varchar(30) null;`);
    this.addSql(`
      with t as (select "id", ' ' || trim(regexp_replace(f_fold("service"), '[^a-z&]+', ' ', 'g')) || ' ' as "words" from "packages")
      update "packages" p set "board" = case
        when t."words" ~ ' ultra | uai ' then 'ULTRA_ALL_INCLUSIVE'
        when t."words" ~ ' all ?inclusive | all incl| gjithcka perfshire | ai ' then 'ALL_INCLUSIVE'
        when t."words" ~ ' half | gjysme? pansion | hb ' then 'HALF_BOARD'
        when t."words" ~ ' full | pansion i plote | fb ' then 'FULL_BOARD'
        when t."words" ~ ' bed | b&b | bb | mengjes| breakfast ' then 'BED_AND_BREAKFAST'
        when t."words" ~ ' room only | vetem fjetje | ro ' then 'ROOM_ONLY'
      end
      from t where t."id" = p."id";`);
    this.addSql(`create index "packages_board_idx" on "packages" ("board") where "board" is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "packages" drop column "board";`);
  }
}
