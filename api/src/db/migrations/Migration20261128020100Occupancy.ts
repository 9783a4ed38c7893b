import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 42: a price option's room occupancy (the single room took 20 adults). Each option gets the most
 * adults and children its room takes and the fewest persons it is sold for. Existing options (the demo's
 * and staff's) get values from their room type's name, in Albanian or English: a single room 1 adult
 * (+1 child), a family room or suite 4 adults (+3 / +2 children) and at least 2 persons in a family
 * room, anything else (a double room) 3 adults and 2 children. Staff correct them in the options editor.
 */
export class Migration20261128020100Occupancy extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "package_options"
      add column "max_adults" integer not null default 3 check ("max_adults" between 1 and 20),
      add column "max_children" integer not null default 2 check ("max_children" between 0 and 10),
      add column "min_persons" integer not null default 1 check ("min_persons" between 1 and 20),
      add constraint "package_options_min_fits" check ("min_persons" <= "max_adults" + "max_children");`);
    this.addSql(`update "package_options" set
      "max_adults" = case when f_fold("room_type") ~ '(teke|single|njeshe)' then 1 when f_fold("room_type") ~ '(familj|family|suit)' then 4 else 3 end,
      "max_children" = case when f_fold("room_type") ~ '(teke|single|njeshe)' then 1 when f_fold("room_type") ~ '(familj|family)' then 3 else 2 end,
      "min_persons" = case when f_fold("room_type") ~ '(familj|family)' then 2 else 1 end;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "package_options" drop constraint "package_options_min_fits", drop column "max_adults", drop column "max_children", drop column "min_persons";`);
  }
}
