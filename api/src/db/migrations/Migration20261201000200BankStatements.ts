import { Migration } from '@mikro-orm/migrations';

/**
 * Issue 44, item 3 (ADR 0035): bank statements. `bank_formats` is how each bank's CSV export reads
 * (columns named as the bank's header names them); `bank_statements` is one upload; `bank_statement_lines`
 * holds every line ever read, ONCE: `line_key` is unique (the bank's own entry reference, else a hash of
 * the line and its occurrence in the file), so a file uploaded again adds nothing and books nothing.
 * Three Kosovo banks' exports are seeded: they are the agency's real accounts' formats, not demo data.
 */
export class Migration20261201000200BankStatements extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "bank_formats" (
      "id" serial primary key,
      "code" text not null unique,
      "name" text not null,
      "delimiter" text not null check (length("delimiter") = 1),
      "header_row" smallint not null default 1 check ("header_row" >= 1),
      "decimal_comma" boolean not null,
      "date_format" text not null check ("date_format" in ('DD.MM.YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD', 'MM/DD/YYYY')),
      "col_date" text not null,
      "col_amount" text null,
      "col_credit" text null,
      "col_debit" text null,
      "col_currency" text null,
      "col_payer" text null,
      "col_text" text not null,
      "col_reference" text null,
      "currency" char(3) not null default 'EUR',
      check ("col_amount" is not null or ("col_credit" is not null and "col_debit" is not null))
    );`);
    this.addSql(`create table "bank_statements" (
      "id" serial primary key,
      "kind" text not null check ("kind" in ('CSV', 'CAMT053')),
      "format_id" integer null references "bank_formats" ("id") on delete set null,
      "file_name" text not null,
      "file_sha256" char(64) not null,
      "account" text null,
      "lines" integer not null default 0,
      "credits" integer not null default 0,
      "matched" integer not null default 0,
      "unmatched" integer not null default 0,
      "already_booked" integer not null default 0,
      "uploaded_by" integer null references "users" ("id") on delete set null,
      "uploaded_by_name" text not null default '',
      "uploaded_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "bank_statements_uploaded_at_index" on "bank_statements" ("uploaded_at" desc);`);
    this.addSql(`create table "bank_statement_lines" (
      "id" serial primary key,
      "line_key" text not null unique,
      "statement_id" integer not null references "bank_statements" ("id") on delete cascade,
      "seq" integer not null,
      "booked_on" date not null,
      "direction" text not null check ("direction" in ('CREDIT', 'DEBIT')),
      "amount_cents" integer not null check ("amount_cents" > 0),
      "currency" char(3) not null,
      "payer" text not null default '',
      "payment_text" text not null default '',
      "bank_ref" text null,
      "reference" text null,
      "state" text not null check ("state" in ('MATCHED', 'ASSIGNED', 'UNMATCHED', 'IGNORED', 'DEBIT')),
      "reservation_id" integer null references "reservations" ("id") on delete set null,
      "resolved_by" integer null references "users" ("id") on delete set null,
      "resolved_by_name" text null,
      "resolved_at" timestamptz null,
      "created_at" timestamptz not null default now()
    );`);
    this.addSql(`create index "bank_statement_lines_statement_index" on "bank_statement_lines" ("statement_id", "seq");`);
    // The staff's work list: what is still to be assigned, across every upload.
    this.addSql(`create index "bank_statement_lines_unmatched_index" on "bank_statement_lines" ("booked_on", "id") where "state" = 'UNMATCHED';`);
    // The ledger's entry booked from a line names it (unique there: a line is booked once). No cascade: the
    // ledger is append-only, and statement lines are never deleted.
    this.addSql(`alter table "payments" add constraint "payments_statement_line_id_foreign" foreign key ("statement_line_id") references "bank_statement_lines" ("id");`);
    this.addSql(`insert into "bank_formats" ("code", "name", "delimiter", "header_row", "decimal_comma", "date_format",
        "col_date", "col_amount", "col_credit", "col_debit", "col_currency", "col_payer", "col_text", "col_reference") values
      ('procredit', 'ProCredit Bank Kosovo', ';', 1, true, 'DD.MM.YYYY',
        'Data e regjistrimit', null, 'Kredi', 'Debi', 'Valuta', 'Urdhërdhënësi', 'Përshkrimi', 'Referenca'),
      ('raiffeisen', 'Raiffeisen Bank Kosovo', ',', 4, false, 'DD/MM/YYYY',
        'Booking Date', 'Amount', null, null, 'Currency', 'Counterparty', 'Payment Details', 'Transaction ID'),
      ('teb', 'TEB Kosova', ';', 1, true, 'DD.MM.YYYY',
        'Tarihi / Data', 'Shuma', null, null, null, 'Pala tjetër', 'Përshkrimi', null);`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "payments" drop constraint if exists "payments_statement_line_id_foreign";`);
    this.addSql(`drop table if exists "bank_statement_lines";`);
    this.addSql(`drop table if exists "bank_statements";`);
    this.addSql(`drop table if exists "bank_formats";`);
  }
}
