import { createHash } from 'node:crypto';
import { IsolationLevel, type EntityManager } from '@mikro-orm/postgresql';

interface Raw {
  id: number;
  departure_date: string;
  json: string;
}

/**
 * Every package (from the day `onSaleFrom` on, when given), soonest departure first, as JSON the caller shapes (`columns`: a select list over
 * `p` packages, `c` countries, `ci` cities, `a` airports, aliased as the keys it wants), in batches of
 * `size` rows, each batch a comma-separated run of objects ready to be written out.
 *
 * The catalogue's size does not matter: each batch is one short query continuing after the last row
 * of the one before (keyset on the departure index), so memory stays bounded and no connection is
 * held while a batch is written; the next batch is already being read meanwhile. PostgreSQL builds
 * the JSON (no entity or object per row on our side). Places are left-joined: a row whose place is
 * missing still comes, with nulls.
 */
export async function* packageJsonInBatches(em: EntityManager, columns: string, size: number, onSaleFrom?: string): AsyncGenerator<string> {
  const db = em.getConnection();
  const read = (after?: Raw) => {
    const conditions = [...(onSaleFrom ? ['p.departure_date >= ?::date'] : []), ...(after ? ['(p.departure_date, p.id) > (?::date, ?)'] : [])];
    return db.execute<Raw[]>(
      `select p.id, p.departure_date::text as departure_date, row_to_json(x)::text as json
       from packages p
       left join countries c on c.id = p.country_id
       left join cities ci on ci.id = p.city_id
       left join airports a on a.id = p.airport_id
       cross join lateral (select ${columns}) x
       ${conditions.length ? `where ${conditions.join(' and ')}` : ''}
       order by p.departure_date, p.id
       limit ?`,
      [...(onSaleFrom ? [onSaleFrom] : []), ...(after ? [after.departure_date, after.id] : []), size],
    );
  };
  let next: Promise<Raw[]> | undefined = read();
  try {
    while (next) {
      const rows: Raw[] = await next;
      next = rows.length === size ? read(rows[rows.length - 1]) : undefined;
      if (rows.length) yield rows.map((r) => r.json).join(',');
    }
  } finally {
    // The caller stopped early (the client left): the read in flight is not waited for.
    next?.catch(() => {});
  }
}

/** A day of the list (every package leaving that day, by id): how many, and their version. */
export interface ListDay {
  /** `YYYY-MM-DD`. */
  day: string;
  rows: number;
  /** What the day's JSON is made of, as the row versions (`xmin`) of its packages and of the places they name: equal versions, equal JSON. */
  version: string;
}

/** The list as one snapshot of the database sees it. */
export interface ListSnapshot {
  /** Every day of the list, in its order (soonest first). */
  days(): Promise<ListDay[]>;
  /** The JSON of the packages of these days (as `packageJsonInBatches` writes them), by day, each in the list's order. */
  json(days: readonly string[]): Promise<Map<string, string[]>>;
}

/** The tables of the places a row names, with the column of `packages` that names one. */
const PLACES = [['countries', 'country_id'], ['cities', 'city_id'], ['airports', 'airport_id']] as const;

/**
 * Runs `work` on one snapshot of the list (a read-only REPEATABLE READ transaction): the days'
 * versions and the JSON of the days asked for (`columns`, as `packageJsonInBatches`) agree.
 *
 * Versions are made of `xmin`, the id of the transaction that wrote a row's current version:
 * PostgreSQL writes a new row version, with a new xmin, for every INSERT and UPDATE (and xmin stays
 * readable after freezing). A day's version is its package count, two 64-bit hash aggregates of its
 * packages' ids and xmins (one scan of `packages`, no join, no sort, no JSON built: most of a full
 * read's cost was PostgreSQL building the JSON, docs/benchmarks.md), and the xmins of the places its
 * packages name: the day's aggregate says which places as a 64-bit mask per table (a place's bit is its
 * id modulo 64), and the places (a few hundred rows) are read apart, so a day's version covers every
 * place in its buckets. A day whose version is what it was has the JSON it had; a write to a place
 * changes the days that name a place of its bucket only.
 */
export function readListSnapshot<T>(em: EntityManager, columns: string, work: (snapshot: ListSnapshot) => Promise<T>): Promise<T> {
  return em.transactional((tx) => {
    const joins = `from packages p
      left join countries c on c.id = p.country_id
      left join cities ci on ci.id = p.city_id
      left join airports a on a.id = p.airport_id`;
    return work({
      async days() {
        const days = await tx.execute<(Omit<ListDay, 'version'> & { packages: string; masks: string[] })[]>(
          `select p.departure_date::text as day, count(*)::int as rows,
             sum(hashtextextended(p.xmin::text, p.id))::text || '/' || bit_xor(hashtextextended(p.xmin::text, -p.id))::text as packages,
             array[${PLACES.map(([, column]) => `coalesce(bit_or(1::int8 << (p.${column} & 63)), 0)::text`).join(', ')}] as masks
           from packages p
           group by p.departure_date
           order by p.departure_date`,
        );
        const places = await tx.execute<{ t: number; bucket: number; ids: string }[]>(
          PLACES.map(([table], t) => `select ${t} as t, id & 63 as bucket, string_agg(id || ':' || xmin, ',' order by id) as ids from ${table} group by 2`).join(' union all '),
        );
        const buckets = new Map(places.map((p) => [`${p.t}.${p.bucket}`, p.ids]));
        return days.map(({ day, rows, packages, masks }) => {
          const named: string[] = [];
          masks.forEach((mask, t) => {
            const bits = BigInt(mask);
            for (let b = 0; b < 64; b++) if ((bits >> BigInt(b)) & 1n) named.push(`${t}.${b}=${buckets.get(`${t}.${b}`) ?? ''}`);
          });
          return { day, rows, version: `${packages}/${createHash('sha1').update(named.join(';')).digest('base64')}` };
        });
      },
      async json(days) {
        const rows = await tx.execute<{ day: string; json: string }[]>(
          `select p.departure_date::text as day, row_to_json(x)::text as json
           ${joins}
           cross join lateral (select ${columns}) x
           where p.departure_date = any(?::date[])
           order by p.departure_date, p.id`,
          [`{${days.join(',')}}`],
        );
        const byDay = new Map<string, string[]>(days.map((d) => [d, []]));
        for (const r of rows) byDay.get(r.day)!.push(r.json);
        return byDay;
      },
    });
  }, { isolationLevel: IsolationLevel.REPEATABLE_READ, readOnly: true });
}
