import { Migration } from '@mikro-orm/migrations';

/**
 * A booking keeps what was booked in both languages: the room's English name beside the Albanian one,
 * as staff wrote it on the option (or the package without options) at the time of booking. The English
 * pages, mails and documents name the room in English; the Albanian name stays what it was.
 * Bookings made before are given the English name of their option, or of their package when they were
 * booked without one and its room is still the one they recorded.
 */
export class Migration20261202000100BookedRoomInEnglish extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "reservations" add column "room_type_en" varchar(255) null;`);
    this.addSql(`update "reservations" r set "room_type_en" = o."room_type_en" from "package_options" o
      where o."id" = r."option_id" and o."room_type_en" is not null;`);
    this.addSql(`update "reservations" r set "room_type_en" = p."room_type_en" from "packages" p
      where r."option_id" is null and p."id" = r."package_id" and p."room_type_en" is not null and p."room_type" = r."room_type";`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "reservations" drop column "room_type_en";`);
  }
}
