import type { EntityManager } from '@mikro-orm/postgresql';
import type { VariantRef } from './blob-store.js';
import { mediaStoresOf } from './blob-stores.js';
import type { StoreName } from './media.entity.js';

/**
 * Moves every picture's bytes to the store `to` (`npm run media:move`), a batch per transaction: each
 * variant is copied, its row switched (`store`, `data`), and once the batch commits the old copies are
 * removed from the store they left. Safe while the app runs (a reader follows the row it reads; rows
 * being moved are locked and skipped by a second mover), and safe to stop and run again.
 */
export async function movePictures(em: EntityManager, to: StoreName, opts: { batch?: number; log?: (m: string) => void } = {}): Promise<number> {
  const stores = mediaStoresOf(em);
  const target = stores.get(to);
  const batch = opts.batch ?? 50;
  let moved = 0;
  for (;;) {
    const left = await em.transactional(async (tx) => {
      const rows = await tx.execute<{ id: number; media_id: number; name: string; content_type: string; store: StoreName }[]>(
        'select id, media_id, name, content_type, store from media_variants where store <> ? order by id limit ? for update skip locked',
        [to, batch]);
      const from: { store: StoreName; ref: VariantRef }[] = [];
      for (const r of rows) {
        const ref = { mediaId: r.media_id, name: r.name };
        const data = await target.put(ref, await stores.get(r.store).get(ref), r.content_type);
        await tx.execute('update media_variants set store = ?, data = ? where id = ?', [to, data, r.id]);
        from.push({ store: r.store, ref });
      }
      return from;
    });
    if (!left.length) return moved;
    for (const store of new Set(left.map((l) => l.store))) {
      await stores.get(store).remove(left.filter((l) => l.store === store).map((l) => l.ref));
    }
    moved += left.length;
    opts.log?.(`moved ${moved} picture variants to ${to}`);
  }
}
