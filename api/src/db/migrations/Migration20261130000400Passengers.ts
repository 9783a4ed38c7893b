import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 43: the travellers of a booking as the passport has them (ADR 0030), one row per traveller,
 * gone with the booking. Existing bookings get their rows from `traveller_names` (the last word taken
 * for the surname, the rest for the given names: the customer corrects it), and a row with no name for
 * each traveller the booking named nobody for (the legacy reserve).
 */
export class Migration20261130000400Passengers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table "passengers" (
        "id" serial primary key,
        "reservation_id" integer not null references "reservations" ("id") on delete cascade,
        "position" integer not null check ("position" >= 0),
        "child_age" integer null,
        "surname" varchar(255) not null default '',
        "given_names" varchar(255) not null default '',
        "sex" varchar(1) null check ("sex" in ('F', 'M')),
        "date_of_birth" date null,
        "passport_number" varchar(255) null,
        "passport_expiry" date null,
        "nationality" varchar(2) null,
        "updated_at" timestamptz not null default now(),
        constraint "passengers_reservation_position_unique" unique ("reservation_id", "position")
      );`);
    this.addSql(`
      insert into "passengers" ("reservation_id", "position", "child_age", "surname", "given_names", "updated_at")
      select r."id", s.i - 1,
        case when s.i > r."adults" then (r."child_ages" ->> (s.i - 1 - r."adults")::int)::int end,
        coalesce(case when strpos(n.name, ' ') > 0 then regexp_replace(n.name, '^.* ', '') else n.name end, ''),
        coalesce(case when strpos(n.name, ' ') > 0 then regexp_replace(n.name, ' [^ ]*$', '') else '' end, ''),
        r."updated_at"
      from "reservations" r
      cross join lateral generate_series(1, greatest(r."travellers", 1)) as s(i)
      left join lateral (select btrim(r."traveller_names" ->> (s.i - 1)) as name) n on true;`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "passengers";`);
  }
}
