import type { EntityManager } from '@mikro-orm/postgresql';

/** A package as the full list reads it: plain values and its places (shaped like the entity, so one mapper serves both). */
export interface PackageListRow {
  id: number;
  title: string;
  country: { id: number; name: string } | null;
  city?: { id: number; name: string } | null;
  airport: { id: number; name: string; code: string } | null;
  price: number;
  persons: number;
  nights: number;
  roomType: string;
  service: string;
  departureDate: string;
  returnDate: string;
  rating: number;
  imageId?: number | null;
  seats?: number | null;
}

interface Raw {
  id: number; title: string; country_id: number | null; country: string | null; city_id: number | null; city: string | null;
  airport_id: number | null; airport: string | null; airport_code: string | null; price: string; persons: number; nights: number;
  room_type: string; service: string; departure_date: string; return_date: string; rating: number; image_id: number | null; seats: number | null;
}

/**
 * Every package, soonest departure first, as batches of plain rows: each batch is one short query
 * continuing after the last row of the one before (keyset on the departure index), so memory stays
 * bounded whatever the catalogue's size, no connection is held while the caller writes a batch out,
 * and no entity is built for a row that only passes through. Places are left-joined: a row whose
 * place is missing still comes (with null).
 */
export async function* packagesInBatches(em: EntityManager, size: number): AsyncGenerator<PackageListRow[]> {
  const db = em.getConnection();
  let after: [string, number] | undefined;
  for (;;) {
    const rows = await db.execute<Raw[]>(
      `select p.id, p.title, c.id as country_id, c.name as country, ci.id as city_id, ci.name as city,
              a.id as airport_id, a.name as airport, a.code as airport_code, p.price::text as price, p.persons, p.nights,
              p.room_type, p.service, p.departure_date::text as departure_date, p.return_date::text as return_date,
              p.rating, p.image_id, p.seats
       from packages p
       left join countries c on c.id = p.country_id
       left join cities ci on ci.id = p.city_id
       left join airports a on a.id = p.airport_id
       ${after ? 'where (p.departure_date, p.id) > (?::date, ?)' : ''}
       order by p.departure_date, p.id
       limit ?`,
      after ? [...after, size] : [size],
    );
    if (rows.length) yield rows.map(toRow);
    if (rows.length < size) return;
    const last = rows[rows.length - 1]!;
    after = [last.departure_date, last.id];
  }
}

function toRow(r: Raw): PackageListRow {
  return {
    id: r.id,
    title: r.title,
    country: r.country_id === null ? null : { id: r.country_id, name: r.country! },
    city: r.city_id === null ? null : { id: r.city_id, name: r.city! },
    airport: r.airport_id === null ? null : { id: r.airport_id, name: r.airport!, code: r.airport_code! },
    price: Number(r.price),
    persons: r.persons,
    nights: r.nights,
    roomType: r.room_type,
    service: r.service,
    departureDate: r.departure_date,
    returnDate: r.return_date,
    rating: r.rating,
    imageId: r.image_id,
    seats: r.seats,
  };
}
