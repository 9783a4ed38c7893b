import type { EntityManager } from '@mikro-orm/postgresql';

interface Row {
  id: number;
  lastmod: string;
}

/**
 * Every package's id and the day its page last changed (its content's save, else its creation), by id,
 * in batches of `size` (keyset: bounded memory whatever the catalogue's size). For /sitemap.xml.
 */
export async function* packagePagesInBatches(em: EntityManager, size = 5000): AsyncGenerator<Row[]> {
  const db = em.getConnection();
  let after = 0;
  for (;;) {
    const rows = await db.execute<Row[]>(
      `select p.id, to_char(greatest(p.created_at, c.updated_at) at time zone 'UTC', 'YYYY-MM-DD') as lastmod
         from packages p left join package_content c on c.package_id = p.id
        where p.id > ? order by p.id limit ?`,
      [after, size],
    );
    if (rows.length) yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.id;
  }
}
