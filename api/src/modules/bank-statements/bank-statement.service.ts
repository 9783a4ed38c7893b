import { createHash } from 'node:crypto';
import { raw, type FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, InvalidInputError, NotFoundError } from '../../shared/errors.js';
import { findPage, type PageInput, type PageOf } from '../../shared/paging.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { signedIn, type Actor } from '../users/actor.js';
import { User } from '../users/user.entity.js';
import { BankFormat, BankStatement, BankStatementLine, LineState, StatementKind } from './bank-statement.entity.js';
import type { AssignBankLineInput, BankLineFilter, IgnoreBankLineInput } from './bank-statement.inputs.js';
import { bookLine } from './book-line.js';
import { isCamt053, parseCamt053 } from './camt053.js';
import { parseCsvStatement } from './csv-statement.js';
import { normalizeReference } from './reference-match.js';
import { importLines, LEDGER_CURRENCY, noteOf, type ImportCounts } from './statement-import.js';
import type { ParsedStatement } from './statement-line.js';

export interface StatementFile { bytes: Buffer; name: string }

/**
 * Bank statements (issue 44, item 3; ADR 0035): staff upload a bank's file, its credit lines that quote a
 * booking reference are booked into the ledger, once however often the file comes; the rest wait for
 * staff to name the booking or set them aside. Staff only (the edges check the role).
 */
export class BankStatementService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null) {}

  formats(): Promise<BankFormat[]> {
    return this.em.find(BankFormat, {}, { orderBy: { name: 'asc' } });
  }

  /**
   * Each with its bank's format loaded: GraphQL reads `format.name`, and a reference loaded only when
   * a query beside it (`bankFormats`) happened to finish first answered null for a required field.
   */
  async list(page: PageInput): Promise<PageOf<BankStatement>> {
    const found = await findPage(this.em, BankStatement, {}, [{ uploadedAt: 'desc' }, { id: 'desc' }], page);
    await this.em.populate(found.items, ['format']);
    return found;
  }

  /** Lines, what still waits for staff first, then the newest. */
  lines(filter: BankLineFilter, page: PageInput): Promise<PageOf<BankStatementLine>> {
    const where: FilterQuery<BankStatementLine> = {};
    if (filter.statementId) where.statementId = filter.statementId;
    if (filter.state) where.state = filter.state;
    return findPage(this.em, BankStatementLine, where, [{ [raw(`case when state = 'UNMATCHED' then 0 else 1 end`)]: 'asc' }, { bookedOn: 'desc' }, { id: 'asc' }], page);
  }

  /** Reads the file (camt.053 is recognised by its content; a CSV needs its bank's format) and imports it. */
  async upload(file: StatementFile, formatCode: string | null | undefined): Promise<BankStatement & ImportCounts> {
    const actor = signedIn(this.actor);
    const format = isCamt053(file.bytes) ? null : await this.formatOf(formatCode);
    const parsed: ParsedStatement = format ? parseCsvStatement(file.bytes, format) : parseCamt053(file.bytes);
    const name = await this.nameOf(actor);
    const fileName = file.name.slice(0, 200) || 'ekstrakt';
    return this.em.transactional(async (em) => {
      const statement = em.create(BankStatement, {
        kind: format ? StatementKind.CSV : StatementKind.CAMT053, format, fileName, account: parsed.account,
        fileSha256: createHash('sha256').update(file.bytes).digest('hex'), uploadedBy: actor.id, uploadedByName: name, uploadedAt: new Date(),
      });
      await em.flush();
      const counts = await importLines(em, statement.id, parsed, fileName);
      em.assign(statement, counts);
      audit(em, actor, LogAction.ADD, LogKind.BANK_STATEMENT, statement.id, {
        subject: fileName,
        changes: Object.entries(counts).map(([field, n]) => ({ field, to: String(n) })),
      });
      await em.flush();
      return statement as BankStatement & ImportCounts;
    });
  }

  /** Books an unmatched line for the booking staff name: as a match would have. */
  assign(id: number, input: AssignBankLineInput): Promise<BankStatementLine> {
    const actor = signedIn(this.actor);
    const reference = normalizeReference(input.reference);
    if (!reference) {
      const text = 'Shkruani referencën e rezervimit, p.sh. BT-2026-000123.';
      throw new InvalidInputError({ reference: text }, text, { reference: 'reference' }, { reference: { code: 'BOOKING_REFERENCE' } });
    }
    return this.em.transactional(async (em) => {
      const line = await this.openLine(em, id);
      if (line.currency !== LEDGER_CURRENCY) {
        const text = `Pagesa është në ${line.currency}: arka regjistron vetëm euro. Shënojeni si jo tonën dhe regjistrojeni me dorë.`;
        throw new ConflictError(text, { reference: text }, undefined, { reference: { code: 'BANK_LINE_CURRENCY' } });
      }
      const reservation = await em.findOne(Reservation, { reference });
      if (!reservation) {
        const text = `Nuk ka rezervim me referencën ${reference}.`;
        throw new InvalidInputError({ reference: text }, text, { reference: 'exists' }, { reference: { code: 'BOOKING_REFERENCE_UNKNOWN' } });
      }
      em.assign(line, { state: LineState.ASSIGNED, reference, reservation, resolvedBy: actor.id, resolvedByName: await this.nameOf(actor), resolvedAt: new Date() });
      await em.flush();
      await bookLine(em, { lineId: line.id, reservationId: reservation.id, amountCents: line.amountCents, bookedOn: line.bookedOn, payer: line.payer, note: noteOf({ text: line.paymentText, bankRef: line.bankRef ?? null }, `#${line.statementId}`) }, actor);
      audit(em, actor, LogAction.EDIT, LogKind.BANK_STATEMENT, line.statementId, {
        subject: lineLabel(line), changes: [{ field: 'state', from: LineState.UNMATCHED, to: LineState.ASSIGNED }, { field: 'reference', to: reference }],
      });
      await em.flush();
      return line;
    });
  }

  /** Sets an unmatched line aside: money that is not a booking's (a refund from a supplier, a mistake). */
  ignore(id: number, input: IgnoreBankLineInput): Promise<BankStatementLine> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const line = await this.openLine(em, id);
      em.assign(line, { state: LineState.IGNORED, resolvedBy: actor.id, resolvedByName: await this.nameOf(actor), resolvedAt: new Date() });
      const note = input.note?.trim();
      audit(em, actor, LogAction.EDIT, LogKind.BANK_STATEMENT, line.statementId, {
        subject: lineLabel(line), changes: [{ field: 'state', from: LineState.UNMATCHED, to: LineState.IGNORED }, ...(note ? [{ field: 'note', to: note }] : [])],
      });
      await em.flush();
      return line;
    });
  }

  /** The line, locked, still waiting for staff: two people acting on it at once book it once. */
  private async openLine(em: EntityManager, id: number): Promise<BankStatementLine> {
    const [row] = await em.execute<{ state: string }[]>('select state from bank_statement_lines where id = ? for update', [id]);
    if (!row) throw new NotFoundError('Rreshti i ekstraktit');
    const line = await em.findOneOrFail(BankStatementLine, id, { refresh: true, populate: ['reservation'] });
    if (line.state !== LineState.UNMATCHED) {
      const text = 'Ky rresht i ekstraktit është trajtuar tashmë.';
      throw new ConflictError(text, { id: text }, undefined, { id: { code: 'BANK_LINE_DONE' } });
    }
    return line;
  }

  private async formatOf(code: string | null | undefined): Promise<BankFormat> {
    const format = code ? await this.em.findOne(BankFormat, { code }) : null;
    if (!format) {
      const text = code ? `Formati "${code.slice(0, 40)}" nuk njihet.` : 'Zgjidhni bankën e skedarit CSV.';
      throw new InvalidInputError({ format: text }, text, { format: code ? 'isIn' : 'isNotEmpty' }, { format: { code: code ? 'BANK_FORMAT_UNKNOWN' : 'BANK_FORMAT_REQUIRED' } });
    }
    return format;
  }

  /** The staff member's name as the lists show it ("Arta Krasniqi"), their username when they gave none. */
  private async nameOf(actor: Actor): Promise<string> {
    const user = await this.em.findOne(User, { id: actor.id }, { fields: ['firstName', 'lastName', 'username'] });
    return user ? `${user.firstName} ${user.lastName}`.trim() || user.username : actor.username;
  }
}

const lineLabel = (l: BankStatementLine) => `${l.bookedOn} ${(l.amountCents / 100).toFixed(2)} ${l.currency} ${l.payer}`.trim();
