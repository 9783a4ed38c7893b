import type { EntityManager } from '@mikro-orm/postgresql';
import { LockMode } from '@mikro-orm/core';
import { todayLocal } from '../../shared/local-date.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { BookingDocument, DocumentKind } from './document.entity.js';
import { loadFacts, type FactsContext } from './facts.js';
import { nextNumber } from './numbering.js';
import { wantedDocuments, type Wanted } from './plan.js';
import { renderDocument } from './pdf/render.js';
import type { AttachmentRef } from './attachment.js';
import type { Config } from '../../config/env.js';

interface Latest { id: number; kind: DocumentKind; payment_id: number | null; version: number; fingerprint: string }

const slot = (kind: string, paymentId: number | null | undefined) => `${kind}:${paymentId ?? 0}`;

/**
 * Makes the documents a booking lacks, and a new version of each whose facts changed (ADR 0036), in
 * the caller's transaction. The reservation's row is locked first, so two makers (the job, a mail going
 * out) never make the same version twice; the numbers are taken last, so the counters stay locked only
 * while the PDFs are drawn. Returns what it made.
 */
export async function refreshDocuments(em: EntityManager, reservationId: number, ctx: FactsContext): Promise<BookingDocument[]> {
  const r = await em.findOne(Reservation, { id: reservationId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  if (!r) return [];
  const facts = await loadFacts(em, r, ctx);
  const latest = new Map((await em.execute<Latest[]>(
    `select distinct on (kind, coalesce(payment_id, 0)) id, kind, payment_id, version, fingerprint from documents
     where reservation_id = ? order by kind, coalesce(payment_id, 0), version desc`, [reservationId])).map((d) => [slot(d.kind, d.payment_id), d]));
  const due = wantedDocuments(facts).filter((w) => latest.get(slot(w.kind, w.paymentId))?.fingerprint !== w.fingerprint);
  const made: BookingDocument[] = [];
  for (const w of due) made.push(await makeOne(em, r, w, (latest.get(slot(w.kind, w.paymentId))?.version ?? 0) + 1, facts));
  return made;
}

async function makeOne(em: EntityManager, r: Reservation, w: Wanted, version: number, facts: Awaited<ReturnType<typeof loadFacts>>): Promise<BookingDocument> {
  const createdAt = new Date();
  const number = await nextNumber(em, w.kind, Number(todayLocal(createdAt).slice(0, 4)));
  const made = { number: number.number, createdAt, paymentId: w.paymentId };
  const [pdfSq, pdfEn] = await Promise.all([renderDocument(w.kind, facts, 'sq', made), renderDocument(w.kind, facts, 'en', made)]);
  const doc = em.create(BookingDocument, {
    reservation: r, kind: w.kind, paymentId: w.paymentId, version, year: number.year, seq: number.seq, number: number.number,
    fingerprint: w.fingerprint, pdfSq, pdfEn, createdAt,
  } as never) as BookingDocument;
  await em.persist(doc).flush();
  return doc;
}

/**
 * The booking's current document of a kind (a receipt: of its entry), made first if it is missing or
 * out of date; null when the booking has none of that kind (e.g. a voucher before it is paid in full).
 */
export async function currentDocument(em: EntityManager, reservationId: number, kind: DocumentKind, paymentId: number | null, ctx: FactsContext): Promise<BookingDocument | null> {
  await refreshDocuments(em, reservationId, ctx);
  return em.findOne(BookingDocument, { reservation: reservationId, kind, paymentId }, { orderBy: { version: 'desc' }, populate: ['pdfSq', 'pdfEn'] });
}

export interface MailFile { filename: string; content: Buffer; contentType: 'application/pdf' }

/** The files of a mail's attachments, each the booking's current document in the mail's language. */
export async function attachmentFiles(em: EntityManager, refs: readonly AttachmentRef[], ctx: FactsContext): Promise<MailFile[]> {
  const files: MailFile[] = [];
  for (const ref of refs) {
    const doc = await currentDocument(em, ref.reservationId, ref.kind, ref.paymentId ?? null, ctx);
    if (doc) files.push({ filename: `${doc.number}.pdf`, content: ref.lang === 'en' ? doc.pdfEn : doc.pdfSq, contentType: 'application/pdf' });
  }
  return files;
}

/** What the documents need from the configuration. */
export const factsContext = (config: Config): FactsContext => ({
  agency: config.agency, agencyPhone: config.agencyPhone, bank: config.bank, feePercent: config.bookingTerms.cancellationFeePercent,
});
