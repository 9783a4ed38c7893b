import type { EntityManager } from '@mikro-orm/postgresql';

interface Raw {
  id: number;
  departure_date: string;
  json: string;
}

/** One package of the list: its id and its JSON. */
export interface ListRow {
  id: number;
  json: string;
}

/**
 * Every package, soonest departure first, as JSON the caller shapes (`columns`: a select list over
 * `p` packages, `c` countries, `ci` cities, `a` airports, aliased as the keys it wants), in batches of
 * `size` rows, each batch a comma-separated run of objects ready to be written out.
 */
export async function* packageJsonInBatches(em: EntityManager, columns: string, size: number): AsyncGenerator<string> {
  for await (const rows of packageRowsInBatches(em, columns, size)) yield rows.map((r) => r.json).join(',');
}

/**
 * `packageJsonInBatches`, each row apart with its id (the full list's copies cut it into segments by id).
 *
 * The catalogue's size does not matter: each batch is one short query continuing after the last row
 * of the one before (keyset on the departure index), so memory stays bounded and no connection is
 * held while a batch is written; the next batch is already being read meanwhile. PostgreSQL builds
 * the JSON (no entity or object per row on our side). Places are left-joined: a row whose place is
 * missing still comes, with nulls.
 */
export async function* packageRowsInBatches(em: EntityManager, columns: string, size: number): AsyncGenerator<ListRow[]> {
  const db = em.getConnection();
  const read = (after?: Raw) => db.execute<Raw[]>(
    `select p.id, p.departure_date::text as departure_date, row_to_json(x)::text as json
     from packages p
     left join countries c on c.id = p.country_id
     left join cities ci on ci.id = p.city_id
     left join airports a on a.id = p.airport_id
     cross join lateral (select ${columns}) x
     ${after ? 'where (p.departure_date, p.id) > (?::date, ?)' : ''}
     order by p.departure_date, p.id
     limit ?`,
    after ? [after.departure_date, after.id, size] : [size],
  );
  let next: Promise<Raw[]> | undefined = read();
  try {
    while (next) {
      const rows: Raw[] = await next;
      next = rows.length === size ? read(rows[rows.length - 1]) : undefined;
      if (rows.length) yield rows;
    }
  } finally {
    // The caller stopped early (the client left): the read in flight is not waited for.
    next?.catch(() => {});
  }
}
