import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { every, type Periodic } from '../../shared/periodic.js';

/** Every column that holds a media id. The sweep keeps each media row one of them names. */
export const MEDIA_REFERENCES = [
  ['packages', 'image_id'],
  ['slider_images', 'media_id'],
  ['cards', 'media_id'],
] as const;

/** An unattached upload waits this long for its form to be saved before the sweep may take it. */
export const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the media nothing uses any more (a replaced or deleted picture, the upload of an
 * abandoned form) once older than `graceMs`; their variants go with them (on delete cascade).
 * SKIP LOCKED passes over a row that a transaction is attaching right now (its foreign-key check
 * holds a lock on it): the sweep does not wait on a staff member's save, and the row is judged
 * again in the next round.
 */
export async function sweepOrphanMedia(em: EntityManager, graceMs = ORPHAN_GRACE_MS): Promise<number> {
  const unused = MEDIA_REFERENCES.map(([table, column]) => `not exists (select 1 from "${table}" r where r."${column}" = m.id)`).join(' and ');
  const deleted = await em.execute(
    `delete from media where id in (select m.id from media m where m.created_at < ? and ${unused} for update skip locked) returning id`,
    [new Date(Date.now() - graceMs)],
  );
  return deleted.length;
}

/** Runs the sweep every hour for as long as the app runs. */
export function startMediaSweep(orm: MikroORM): Periodic {
  return every(60 * 60 * 1000, 'media', () => sweepOrphanMedia(orm.em.fork() as EntityManager));
}
