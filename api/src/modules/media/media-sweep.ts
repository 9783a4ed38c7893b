import type { EntityManager } from '@mikro-orm/postgresql';
import type { VariantRef } from './blob-store.js';
import { mediaStoresOf } from './blob-stores.js';
import type { StoreName } from './media.entity.js';

/** Every column that holds a media id. The sweep keeps each media row one of them names. */
export const MEDIA_REFERENCES = [
  ['packages', 'image_id'],
  ['slider_images', 'media_id'],
  ['cards', 'media_id'],
  ['package_photos', 'media_id'],
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
  // The outer select still sees the variants the delete cascades to (one snapshot): those whose bytes
  // live in an object store are removed there once the rows are gone.
  const rows = await em.execute<{ id: number; name: string | null; store: StoreName | null }[]>(
    `with gone as (
       delete from media where id in (select m.id from media m where m.created_at < ? and ${unused} for update skip locked) returning id
     )
     select g.id, v.name, v.store from gone g left join media_variants v on v.media_id = g.id and v.store <> 'postgres'`,
    [new Date(Date.now() - graceMs)],
  );
  const elsewhere = new Map<StoreName, VariantRef[]>();
  for (const r of rows) {
    if (r.name && r.store) elsewhere.set(r.store, [...(elsewhere.get(r.store) ?? []), { mediaId: r.id, name: r.name }]);
  }
  const stores = mediaStoresOf(em);
  for (const [store, refs] of elsewhere) await stores.get(store).remove(refs);
  return new Set(rows.map((r) => r.id)).size;
}
