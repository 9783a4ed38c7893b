import type { EntityManager, QueryBuilder } from '@mikro-orm/postgresql';
import { Airport } from '../places/airport.entity.js';
import type { Flight } from '../flights/flight.entity.js';
import { seatsLeftSql } from '../reservations/seats.js';
import { City } from '../places/city.entity.js';
import { Country } from '../places/country.entity.js';
import { Package } from './package.entity.js';
import { preparedRows } from '../../shared/prepared.js';

interface Row {
  id: number; title: string; price: number; persons: number; nights: number; room_type: string; room_type_en: string | null; service: string; board: string | null;
  departure_date: string; return_date: string; rating: number; seats: number | null; flight_id: number | null; image_id: number | null; created_ms: number;
  c_id: number; c_name: string; c_name_en: string | null;
  ci_id: number | null; ci_name: string | null; ci_name_en: string | null;
  cic_id: number | null; cic_name: string | null; cic_name_en: string | null;
  a_id: number; a_name: string; a_name_en: string | null; a_code: string;
  ac_id: number; ac_name: string; ac_name_en: string | null;
  deposit_percent: number | null; balance_due_days: number | null; free_cancellation_days: number | null;
  seats_left?: number | null;
  total?: number;
}

/**
 * A query of `p.id` alone, ordered and limited: a query builder's, or SQL text with `?` placeholders.
 * `prepared` names a text that is the same at every call (ids as a parameter): the page's read is
 * then a prepared statement (shared/prepared.ts), planned once per connection.
 */
export type PageQuery = QueryBuilder<Package> | { text: string; params: unknown[]; prepared?: string };

/** The packages of a page, and (when asked) the seats left on each one (null: no limit). */
export interface PageRows {
  items: Package[];
  seatsLeft: Map<number, number | null>;
  /** With a `total` query: its count, read with the rows; undefined when the page has no row to carry it. */
  total?: number;
}

/**
 * The packages whose ids `page` selects (a query of `p.id` alone, ordered and limited), in its order,
 * with their country, city and airport (and those places' countries), in one query and one round trip,
 * as plain read-only objects of the entities' shape that the ORM does not manage.
 *
 * Why not `em.find(..., { populate })` after reading the ids: under load the search spent most of its
 * CPU in the ORM (building the query, hydrating 20 packages and their places into the identity map)
 * and in sending one more query, not in PostgreSQL (docs/benchmarks.md). A search answer is only read
 * and serialised, so it needs none of that. Values are what the ORM gives: `YYYY-MM-DD` strings for the
 * dates, a number for the price, a Date for created_at.
 */
export async function packagesOfPage(em: EntityManager, page: PageQuery): Promise<Package[]> {
  return (await pageRows(em, page, false)).items;
}

/**
 * `packagesOfPage`, and with `withSeatsLeft` the seats left on each (its cap and its flight's block,
 * issue 43), read in the same query (what `Package.seatsLeft` would otherwise read in a second one):
 * for the page's rows only, never for the whole filter. The search primes the
 * request's seats DataLoader with them. `total`, a query of one `count` row, is read in the same query
 * too (one round trip instead of two for a search whose total is not known yet).
 */
export async function pageRows(em: EntityManager, page: PageQuery, withSeatsLeft: boolean, total?: { text: string; params: unknown[] }): Promise<PageRows> {
  // Materialized: the ids are read once (inlined, the join and the order each ran the page's query).
  const [ids, params] = 'text' in page ? [page.text, page.params] : ['?', [page.getKnexQuery()]];
  const text = `with page as materialized (select array(${ids}) as ids)${total ? `, total as (${total.text})` : ''}
     select ${total ? '(select count from total)::int as total, ' : ''}p.id, p.title, p.price::float8 as price, p.persons, p.nights, p.room_type, p.room_type_en, p.service, p.board,
       p.departure_date::text as departure_date, p.return_date::text as return_date, p.rating, p.seats, p.flight_id, p.image_id,
       floor(extract(epoch from p.created_at) * 1000)::float8 as created_ms,
       p.deposit_percent, p.balance_due_days, p.free_cancellation_days,
       c.id as c_id, c.name as c_name, c.name_en as c_name_en,
       ci.id as ci_id, ci.name as ci_name, ci.name_en as ci_name_en,
       cic.id as cic_id, cic.name as cic_name, cic.name_en as cic_name_en,
       a.id as a_id, a.name as a_name, a.name_en as a_name_en, a.code as a_code,
       ac.id as ac_id, ac.name as ac_name, ac.name_en as ac_name_en
       ${withSeatsLeft ? `, (${seatsLeftSql('p')})::int as seats_left` : ''}
     from page
     join packages p on p.id = any(page.ids)
     join countries c on c.id = p.country_id
     left join cities ci on ci.id = p.city_id
     left join countries cic on cic.id = ci.country_id
     join airports a on a.id = p.airport_id
     join countries ac on ac.id = a.country_id
     order by array_position(page.ids, p.id)`;
  const values = [...params, ...(total?.params ?? [])];
  const prepared = 'text' in page && page.prepared && !total ? `${page.prepared}${withSeatsLeft ? ':seats' : ''}` : undefined;
  const rows = prepared ? await preparedRows<Row>(em, prepared, text, values) : await em.execute<Row[]>(em.getKnex().raw(text, values as never[]));
  const seatsLeft = new Map<number, number | null>();
  if (withSeatsLeft) for (const r of rows) seatsLeft.set(r.id, r.seats_left ?? null);
  return { items: rows.map(toPackage), seatsLeft, total: rows[0]?.total };
}

/**
 * Plain object literals where GraphQL only reads fields: the ORM puts setters on the entity
 * prototypes (relations are wrapped as they are set), so objects of the entity classes are slow to
 * build. The airport alone keeps its class, for its `label` getter (a GraphQL field), with its fields
 * as own properties that shadow those setters. `flightId` is left to the entity's getter (from
 * `flight`): GraphQL copies these fields onto a Package, where a getter cannot be assigned.
 */
function toPackage(r: Row): Package {
  const country: Country = { id: r.c_id, name: r.c_name, nameEn: r.c_name_en };
  const city: City | null = r.ci_id === null ? null : {
    id: r.ci_id, name: r.ci_name!, nameEn: r.ci_name_en, country: { id: r.cic_id!, name: r.cic_name!, nameEn: r.cic_name_en },
  };
  const airport = Object.create(Airport.prototype, {
    id: own(r.a_id), name: own(r.a_name), nameEn: own(r.a_name_en), code: own(r.a_code), country: own({ id: r.ac_id, name: r.ac_name, nameEn: r.ac_name_en }),
  }) as Airport;
  return {
    id: r.id, title: r.title, country, city, airport, price: r.price, persons: r.persons, nights: r.nights, roomType: r.room_type, roomTypeEn: r.room_type_en,
    service: r.service, board: r.board as Package['board'], departureDate: r.departure_date, returnDate: r.return_date, rating: r.rating, seats: r.seats,
    flight: r.flight_id === null ? null : ({ id: r.flight_id } as Flight), imageId: r.image_id, createdAt: new Date(r.created_ms),
    depositPercent: r.deposit_percent, balanceDueDays: r.balance_due_days, freeCancellationDays: r.free_cancellation_days,
  } satisfies Omit<Package, 'flightId'> as Package;
}

const own = (value: unknown): PropertyDescriptor => ({ value, enumerable: true, writable: true, configurable: true });
