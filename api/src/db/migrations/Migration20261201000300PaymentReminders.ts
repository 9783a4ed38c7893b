import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 44, reminders: each reminder a payment stage was sent, one row per (stage, days before its due
 * date; -1 for the overdue one). Its key is what keeps a reminder to one mail: the job inserts the row
 * and queues the mail in one transaction, so two instances running the job send it once.
 */
export class Migration20261201000300PaymentReminders extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "payment_reminders" (
      "stage_id" integer not null references "payment_stages" ("id") on delete cascade,
      "days_before" smallint not null,
      "sent_at" timestamptz not null default now(),
      primary key ("stage_id", "days_before"));`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table "payment_reminders";`);
  }
}
