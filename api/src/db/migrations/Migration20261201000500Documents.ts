import { Migration } from '@mikro-orm/migrations';
import { DEFAULT_TERMS_EN, DEFAULT_TERMS_SQ } from '../../modules/documents/default-terms.js';

/**
 * Issue 45 (ADR 0036): the booking's documents, numbered per kind and year without gaps and never
 * changed; the contract terms as versions (a booking keeps the one it was made under); the outbox's
 * attachments (documents it asks for, made or found when the mail goes out).
 */
export class Migration20261201000500Documents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table "contract_terms" (
      "version" serial primary key,
      "body_sq" text not null,
      "body_en" text not null,
      "created_at" timestamptz not null default now(),
      "created_by_name" text not null default 'system');`);
    this.addSql(`insert into "contract_terms" ("body_sq", "body_en") values ($terms$${DEFAULT_TERMS_SQ}$terms$, $terms$${DEFAULT_TERMS_EN}$terms$);`);
    this.addSql(`alter table "reservations" add column "terms_version" int null references "contract_terms" ("version");`);

    this.addSql(`create table "document_counters" (
      "kind" text not null, "year" int not null, "last_no" int not null,
      primary key ("kind", "year"));`);
    this.addSql(`create table "documents" (
      "id" serial primary key,
      "reservation_id" int not null references "reservations" ("id") on delete cascade,
      "kind" text not null check ("kind" in ('CONTRACT', 'INVOICE', 'RECEIPT', 'VOUCHER')),
      "payment_id" int null references "payments" ("id") on delete cascade,
      "version" int not null check ("version" > 0),
      "year" int not null,
      "seq" int not null check ("seq" > 0),
      "number" text not null unique,
      "fingerprint" text not null,
      "pdf_sq" bytea not null,
      "pdf_en" bytea not null,
      "created_at" timestamptz not null default now(),
      unique ("kind", "year", "seq"));`);
    this.addSql(`create unique index "documents_version_uq" on "documents" ("reservation_id", "kind", coalesce("payment_id", 0), "version");`);
    // Made once, never changed: a changed booking gets a new version (the reservation's deletion still cascades).
    this.addSql(`create or replace function "documents_immutable"() returns trigger language plpgsql as $$
      begin raise exception 'documents are never changed: make a new version' using errcode = '55000'; end $$;`);
    this.addSql(`create trigger "documents_immutable" before update on "documents" for each row execute function "documents_immutable"();`);
    this.addSql(`create or replace function "contract_terms_immutable"() returns trigger language plpgsql as $$
      begin raise exception 'contract terms are never changed: publish a new version' using errcode = '55000'; end $$;`);
    this.addSql(`create trigger "contract_terms_immutable" before update or delete on "contract_terms" for each row execute function "contract_terms_immutable"();`);

    this.addSql(`alter table "outbox" add column "attachments" jsonb null;`);
  }

  override async down(): Promise<void> {
    this.addSql('alter table "outbox" drop column if exists "attachments";');
    this.addSql('drop table if exists "documents";');
    this.addSql('drop function if exists "documents_immutable"();');
    this.addSql('drop table if exists "document_counters";');
    this.addSql('alter table "reservations" drop column if exists "terms_version";');
    this.addSql('drop table if exists "contract_terms";');
    this.addSql('drop function if exists "contract_terms_immutable"();');
  }
}
