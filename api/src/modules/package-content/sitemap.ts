import type { EntityManager } from '@mikro-orm/postgresql';

export interface SitemapRow {
  id: number;
  lastmod: string;
}

/**
 * Pages of the packages leaving on `from` or later (those still on sale), by id, from the `skip`-th on, at most `take` of them, with the day each last changed
 * (its content's save, else its creation), in batches of `size`: the first batch finds its start by
 * offset, the rest continue after the last id (keyset), so memory stays bounded at any size.
 */
export async function* packagePagesInBatches(em: EntityManager, from: string, skip = 0, take = Number.MAX_SAFE_INTEGER, size = 5000): AsyncGenerator<SitemapRow[]> {
  const db = em.getConnection();
  const select = `select p.id, to_char(greatest(p.created_at, c.updated_at) at time zone 'UTC', 'YYYY-MM-DD') as lastmod
                    from packages p left join package_content c on c.package_id = p.id where p.departure_date >= ?::date`;
  let left = take;
  let rows = await db.execute<SitemapRow[]>(`${select} order by p.id offset ? limit ?`, [from, skip, Math.min(size, left)]);
  while (rows.length) {
    yield rows;
    left -= rows.length;
    if (rows.length < size || left <= 0) return;
    rows = await db.execute<SitemapRow[]>(`${select} and p.id > ? order by p.id limit ?`, [from, rows[rows.length - 1]!.id, Math.min(size, left)]);
  }
}

export async function countPackages(em: EntityManager, from: string): Promise<number> {
  const [row] = await em.execute<{ n: number }[]>(`select count(*)::int as n from packages where departure_date >= ?::date`, [from]);
  return row!.n;
}
