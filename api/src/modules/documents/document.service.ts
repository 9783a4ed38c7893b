import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { NotFoundError } from '../../shared/errors.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { signedIn, type Actor } from '../users/actor.js';
import { maySee, maySeeBooking } from '../partners/booking-scope.js';
import { Reservation } from '../reservations/reservation.entity.js';
import { BookingDocument, ContractTerms } from './document.entity.js';
import type { ContractTermsInput } from './document.inputs.js';
import type { Lang } from './words.js';

export interface DocumentFile { filename: string; pdf: Buffer }

/**
 * A booking's documents for whoever may see the booking (partners/booking-scope.ts: its customer, the
 * partner agency that sold it, staff) and nobody else; the owner's contract terms.
 */
export class DocumentService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null) {}

  /** Every version made, newest first within a kind (the PDFs are not loaded). */
  readonly ofReservation = new DataLoader<number, BookingDocument[]>(async (ids) => {
    const rows = await this.em.find(BookingDocument, { reservation: { $in: [...ids] } }, { orderBy: { kind: 'asc', paymentId: 'asc', version: 'desc' } });
    return ids.map((id) => rows.filter((d) => d.reservation.id === id));
  });

  async listFor(r: Reservation): Promise<BookingDocument[]> {
    if (!maySee(this.actor, r)) return [];
    return this.ofReservation.load(r.id);
  }

  /** A booking's documents, and whether a job is still making some: whoever may see the booking (else a 404). */
  async ofBooking(reservationId: number): Promise<{ reservationId: number; pending: boolean; documents: BookingDocument[] }> {
    const actor = signedIn(this.actor);
    const r = await this.em.findOne(Reservation, { id: reservationId }, { fields: ['id', 'user', 'partnerAgencyId'] });
    if (!r || !maySeeBooking(actor, { userId: r.user?.id, partnerAgencyId: r.partnerAgencyId })) throw new NotFoundError('Rezervimi');
    const [{ pending }] = await this.em.execute<{ pending: boolean }[]>(
      'select exists (select 1 from graphile_worker.jobs where key = ?) as pending', [`documents:${reservationId}`]);
    return { reservationId, pending: Boolean(pending), documents: await this.ofReservation.load(reservationId) };
  }

  /** One document's PDF in one language: a 404 for anyone who may not see its booking. */
  async file(id: number, lang: Lang): Promise<DocumentFile> {
    const actor = signedIn(this.actor);
    const doc = Number.isSafeInteger(id) && id > 0
      ? await this.em.findOne(BookingDocument, { id }, { populate: [lang === 'en' ? 'pdfEn' : 'pdfSq', 'reservation'] }) : null;
    if (!doc || !maySee(actor, doc.reservation)) throw new NotFoundError('Dokumenti');
    const suffix = doc.version > 1 ? `-v${doc.version}` : '';
    return { filename: `${doc.number}${suffix}-${lang}.pdf`, pdf: lang === 'en' ? doc.pdfEn : doc.pdfSq };
  }

  currentTerms(): Promise<ContractTerms | null> {
    return this.em.findOne(ContractTerms, { version: { $gt: 0 } }, { orderBy: { version: 'desc' } });
  }

  termsVersions(): Promise<ContractTerms[]> {
    return this.em.find(ContractTerms, {}, { orderBy: { version: 'desc' } });
  }

  /** Publishes a new version: bookings made from now on are made under it; earlier ones keep theirs. */
  publishTerms(input: ContractTermsInput): Promise<ContractTerms> {
    const actor = signedIn(this.actor);
    return this.em.transactional(async (em) => {
      const terms = em.create(ContractTerms, { bodySq: input.bodySq.trim(), bodyEn: input.bodyEn.trim(), createdByName: actor.username, createdAt: new Date() } as never) as ContractTerms;
      await em.persist(terms).flush();
      audit(em, actor, LogAction.ADD, LogKind.CONTRACT_TERMS, terms.version, { subject: `v${terms.version}` });
      await em.flush();
      return terms;
    });
  }
}
