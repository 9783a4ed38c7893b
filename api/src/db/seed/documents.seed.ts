import type { EntityManager } from '@mikro-orm/postgresql';
import { queueDocuments } from '../../modules/documents/document.tasks.js';

/**
 * Issue 45: the demo bookings get their documents like any booking, from the job queue once the app
 * runs (the earlier steps wrote them without the booking service, which queues them).
 */
export async function seedDocuments(em: EntityManager): Promise<void> {
  const rows = await em.execute<{ id: number }[]>(`select id from reservations where status in ('OPTION', 'CONFIRMED', 'TRAVELLED') order by id`);
  for (const { id } of rows) await queueDocuments(em, id);
}
