import { IsolationLevel, type EntityManager } from '@mikro-orm/postgresql';

interface Raw {
  id: number;
  departure_date: string;
  json: string;
}

/**
 * Every package, soonest departure first, as JSON the caller shapes (`columns`: a select list over
 * `p` packages, `c` countries, `ci` cities, `a` airports, aliased as the keys it wants), in batches of
 * `size` rows, each batch a comma-separated run of objects ready to be written out.
 *
 * The catalogue's size does not matter: each batch is one short query continuing after the last row
 * of the one before (keyset on the departure index), so memory stays bounded and no connection is
 * held while a batch is written; the next batch is already being read meanwhile. PostgreSQL builds
 * the JSON (no entity or object per row on our side). Places are left-joined: a row whose place is
 * missing still comes, with nulls.
 */
export async function* packageJsonInBatches(em: EntityManager, columns: string, size: number): AsyncGenerator<string> {
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
  /**
   * What the day's JSON is made of, as the row versions (`xmin`) of its packages and of their
   * country, city and airport, hashed two ways: equal versions, equal JSON.
   */
  version: string;
}

/** The list as one snapshot of the database sees it. */
export interface ListSnapshot {
  /** Every day of the list, in its order (soonest first). */
  days(): Promise<ListDay[]>;
  /** The JSON of the packages of these days (as `packageJsonInBatches` writes them), by day, each in the list's order. */
  json(days: readonly string[]): Promise<Map<string, string[]>>;
}

/**
 * Runs `work` on one snapshot of the list (a read-only REPEATABLE READ transaction): the days'
 * versions and the JSON of the days asked for (`columns`, as `packageJsonInBatches`) agree.
 *
 * The version of a row is the `xmin` of the package and of its country, city and airport rows: the
 * id of the transaction that wrote each one's current version (PostgreSQL writes a new row version,
 * with a new xmin, for every UPDATE and INSERT, and xmin stays readable after freezing), so a day
 * whose version is what it was has the JSON it had, and PostgreSQL is spared building and sending the
 * JSON of the others (most of a full read's cost, docs/benchmarks.md). The day's version is the count
 * and two 64-bit hash aggregates of its rows' ids and versions (no sort needed; a row that moves to
 * another day changes both days).
 */
export function readListSnapshot<T>(em: EntityManager, columns: string, work: (snapshot: ListSnapshot) => Promise<T>): Promise<T> {
  return em.transactional((tx) => {
    const joins = `from packages p
      left join countries c on c.id = p.country_id
      left join cities ci on ci.id = p.city_id
      left join airports a on a.id = p.airport_id`;
    return work({
      async days() {
        return tx.execute<ListDay[]>(
          `select p.departure_date::text as day, count(*)::int as rows,
             sum(hashtextextended(v.text, 0))::text || '/' || bit_xor(hashtextextended(v.text, 1))::text as version
           ${joins}
           cross join lateral (select concat(p.id, '=', p.xmin, ':', c.xmin, ':', ci.xmin, ':', a.xmin) as text) v
           group by p.departure_date
           order by p.departure_date`,
        );
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
