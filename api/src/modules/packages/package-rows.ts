import type { EntityManager } from '@mikro-orm/postgresql';
import { Airport } from '../places/airport.entity.js';
import { City } from '../places/city.entity.js';
import { Country } from '../places/country.entity.js';
import { Package } from './package.entity.js';

interface Row {
  id: number; title: string; price: number; persons: number; nights: number; room_type: string; service: string;
  departure_date: string; return_date: string; rating: number; seats: number | null; image_id: number | null; created_ms: number;
  c_id: number; c_name: string; c_name_en: string | null;
  ci_id: number | null; ci_name: string | null; ci_name_en: string | null;
  cic_id: number | null; cic_name: string | null; cic_name_en: string | null;
  a_id: number; a_name: string; a_code: string;
  ac_id: number; ac_name: string; ac_name_en: string | null;
}

/**
 * The packages of these ids with their country, city and airport (and those places' countries), in
 * one query, as read-only objects of the entity classes that the ORM does not manage.
 *
 * Why not `em.find(..., { populate })`: under load the search spent most of its CPU in the ORM
 * (building the query, hydrating 20 packages and their places into the identity map), not in
 * PostgreSQL (docs/benchmarks.md). A search answer is only read and serialised, so it needs none of
 * that; the objects keep the entity prototypes for their getters (`Airport.label`) and GraphQL types.
 * The dates come as the ORM gives them (`YYYY-MM-DD` strings, price a number, created_at a Date).
 */
export async function packagesByIds(em: EntityManager, ids: number[]): Promise<Package[]> {
  if (!ids.length) return [];
  const rows = await em.getConnection().execute<Row[]>(
    `select p.id, p.title, p.price::float8 as price, p.persons, p.nights, p.room_type, p.service,
       p.departure_date::text as departure_date, p.return_date::text as return_date, p.rating, p.seats, p.image_id,
       floor(extract(epoch from p.created_at) * 1000)::float8 as created_ms,
       c.id as c_id, c.name as c_name, c.name_en as c_name_en,
       ci.id as ci_id, ci.name as ci_name, ci.name_en as ci_name_en,
       cic.id as cic_id, cic.name as cic_name, cic.name_en as cic_name_en,
       a.id as a_id, a.name as a_name, a.code as a_code,
       ac.id as ac_id, ac.name as ac_name, ac.name_en as ac_name_en
     from packages p
     join countries c on c.id = p.country_id
     left join cities ci on ci.id = p.city_id
     left join countries cic on cic.id = ci.country_id
     join airports a on a.id = p.airport_id
     join countries ac on ac.id = a.country_id
     where p.id in (${ids.map(() => '?').join(',')})`,
    ids,
  );
  return rows.map(toPackage);
}

const make = <T extends object>(type: { prototype: T }, fields: Partial<T>): T => Object.assign(Object.create(type.prototype) as T, fields);

function toPackage(r: Row): Package {
  const country = make(Country, { id: r.c_id, name: r.c_name, nameEn: r.c_name_en });
  const city = r.ci_id === null ? null : make(City, {
    id: r.ci_id, name: r.ci_name!, nameEn: r.ci_name_en,
    country: make(Country, { id: r.cic_id!, name: r.cic_name!, nameEn: r.cic_name_en }),
  });
  const airport = make(Airport, {
    id: r.a_id, name: r.a_name, code: r.a_code, country: make(Country, { id: r.ac_id, name: r.ac_name, nameEn: r.ac_name_en }),
  });
  return make(Package, {
    id: r.id, title: r.title, country, city, airport, price: r.price, persons: r.persons, nights: r.nights, roomType: r.room_type,
    service: r.service, departureDate: r.departure_date, returnDate: r.return_date, rating: r.rating, seats: r.seats,
    imageId: r.image_id, createdAt: new Date(r.created_ms),
  });
}
