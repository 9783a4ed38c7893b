/**
 * Charter flights and bookings for the bench (issue 43): one flight per departure day, airport and
 * destination city of the generated packages (several hotels on each), and `bookings` reservations
 * spread over the packages on flights (most live: sold or on option; some cancelled), from a seeded
 * random sequence. Each block is made to hold what was booked: the data never oversells a plane.
 */
import type pg from 'pg';

export async function generateFlights(db: pg.ClientBase, bookings: number, seed: number): Promise<{ flights: number; bookings: number }> {
  const { rows: [{ n }] } = await db.query<{ n: number }>(`select count(*)::int as n from flights where carrier = 'Bench Air'`);
  if (n > 0) return { flights: n, bookings: 0 };
  await db.query('begin');
  await db.query('set local max_parallel_workers_per_gather = 0');
  await db.query('select setseed($1)', [seed]);
  await db.query(`create temp table bench_flights on commit drop as
    select row_number() over (order by p.departure_date, p.airport_id, p.city_id) as k, p.airport_id, p.city_id, p.departure_date, max(p.return_date) as return_date
    from packages p where p.city_id is not null and p.flight_id is null
    group by p.airport_id, p.city_id, p.departure_date`);
  await db.query(`
    insert into flights (carrier, outbound_number, return_number, from_airport_id, to_code, to_city, outbound_departs_at, outbound_arrives_at,
                         return_departs_at, return_arrives_at, baggage, seats_outbound, seats_return)
    select 'Bench Air', 'BA ' || (1000 + b.k), 'BA ' || (5000 + b.k), b.airport_id, 'XXX', c.name,
           b.departure_date + time '06:30', b.departure_date + time '08:45', b.return_date + time '10:00', b.return_date + time '12:15', '20 kg', 1, 1
    from bench_flights b join cities c on c.id = b.city_id`);
  await db.query(`
    update packages p set flight_id = f.id
    from bench_flights b join cities c on c.id = b.city_id
    join flights f on f.outbound_number = 'BA ' || (1000 + b.k)
    where p.airport_id = b.airport_id and p.city_id = b.city_id and p.departure_date = b.departure_date`);
  // A random package on a flight per booking: drawn from the array of their ids, read once.
  await db.query(`
    insert into reservations (user_id, user_name, package_id, title, departure_date, return_date, price, travellers, seats, status, reference_no, reference, created_at, updated_at)
    select u.id, u.username, p.id, p.title, p.departure_date, p.return_date, p.price, s.seats, s.seats, s.status, s.n, 'BB-' || lpad(s.n::text, 9, '0'), s.at, s.at
    from (
      select ids.a[1 + floor(random() * cardinality(ids.a))::int] as package_id, 1 + floor(random() * 4)::int as seats,
             case when x < 0.45 then 'CONFIRMED' when x < 0.8 then 'OPTION' else 'CANCELLED' end as status, nextval('booking_reference_seq') as n,
             now() - make_interval(secs => random() * 30 * 86400) as at
      from (select g, random() as x from generate_series(1, $1) g) r
      cross join (select array(select id from packages where flight_id is not null order by id) as a) ids
    ) s
    join packages p on p.id = s.package_id
    cross join (select id, username from users where username = 'demo') u`, [bookings]);
  // The agency bought enough seats for what it sold: each block at least its live seats, 150 for most.
  await db.query(`
    update flights f set seats_outbound = greatest(150, t.taken), seats_return = greatest(150, t.taken)
    from (select f2.id, coalesce(sum(r.seats) filter (where r.status in ('OPTION', 'CONFIRMED')), 0) as taken
          from flights f2 left join packages p on p.flight_id = f2.id left join reservations r on r.package_id = p.id group by f2.id) t
    where t.id = f.id`);
  const { rows: [made] } = await db.query<{ flights: number }>('select count(*)::int as flights from flights');
  await db.query('commit');
  await db.query('vacuum analyze flights, packages, reservations');
  return { flights: made.flights, bookings };
}
