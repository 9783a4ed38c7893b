import type { EntityManager } from '@mikro-orm/postgresql';
import { addJob, task } from '../../jobs/index.js';

/** A booking changed: its documents are made or made again, off the request (ADR 0036). */
export const DOCUMENTS_REFRESH = task<{ reservationId: number }>('documents-refresh');

/** Queues the booking's documents in the caller's transaction; one waiting job per booking however many changes. */
export function queueDocuments(em: EntityManager, reservationId: number): Promise<void> {
  return addJob(em, DOCUMENTS_REFRESH, { reservationId }, { key: `documents:${reservationId}` });
}
