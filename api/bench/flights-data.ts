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
  // A random package on a flight per booking: drawn from the array of their ids, read once. Two seasons
  // (about two years of bookings): 40% of last year's (its departures a year before the package's,
  // travelled or cancelled), 60% of this season's (mostly confirmed; options, some lapsing soon;
  // cancellations; lapsed options). Parties of 1-3 adults, three in ten with a child or two (infants
  // among them), booked 7-300 days ahead (a departure further off than that was booked over the last four
  // months: the season's sales spread over its selling months, not crowded on today); the money as the booking flow writes it (cents, a 30% deposit).
  await db.query(`
    insert into reservations (user_id, user_name, customer_email, package_id, title, departure_date, return_date, price, travellers, seats,
                              adults, child_ages, room_type, board, status, reference_no, reference, created_at, updated_at, expires_at,
                              cancelled_at, total, deposit, total_cents, balance_due_date, free_cancellation_until)
    select u.id, c.name, lower(replace(c.name, ' ', '.')) || '@example.com', p.id, p.title, d.dep, d.dep + (p.return_date - p.departure_date),
           p.price, s.adults + k.children, s.adults + k.seated, s.adults, k.ages, p.room_type, p.service, d.status, s.n,
           'BB-' || lpad(s.n::text, 9, '0'), d.booked, d.booked,
           case when d.status = 'OPTION' then now() + make_interval(secs => s.w * 5 * 86400)
                when d.status = 'EXPIRED' then d.booked + interval '3 days' end,
           case when d.status = 'CANCELLED' then least(now(), d.booked + make_interval(secs => s.w * 20 * 86400)) end,
           p.price * (s.adults + k.children), round(p.price * (s.adults + k.children) * 0.3),
           (p.price * (s.adults + k.children) * 100)::int, d.dep - 30, case when s.w < 0.7 then d.dep - 45 end
    from (
      select ids.a[1 + floor(r.x * cardinality(ids.a))::int] as package_id, r.y < 0.4 as past, 1 + floor(r.z * 3)::int as adults,
             case when r.v < 0.3 then 1 + floor(r.v * 6.6)::int else 0 end as children, r.u, r.w, r.t, r.q, nextval('booking_reference_seq') as n
      from (select g, random() x, random() y, random() z, random() v, random() u, random() w, random() t, random() q from generate_series(1, $1) g) r
      cross join (select array(select id from packages where flight_id is not null order by id) as a) ids
    ) s
    join packages p on p.id = s.package_id
    cross join lateral (select case when s.past then p.departure_date - 365 else p.departure_date end as dep) e
    cross join lateral (
      select e.dep, case when s.past then case when s.u < 0.88 then 'TRAVELLED' else 'CANCELLED' end
                         when s.u < 0.70 then 'CONFIRMED' when s.u < 0.82 then 'OPTION' when s.u < 0.94 then 'CANCELLED' else 'EXPIRED' end as status,
             case when e.dep - make_interval(days => 7 + floor(s.q * 293)::int) <= now() then e.dep - make_interval(days => 7 + floor(s.q * 293)::int)
                  else now() - make_interval(secs => s.t * 120 * 86400) end as booked
    ) d
    cross join lateral (
      select s.children, coalesce(jsonb_agg(a.age), '[]') as ages, count(*) filter (where a.age >= 2) as seated
      from (select floor(random() * 12)::int + 0 * g as age from generate_series(1, s.children) g) a
    ) k
    cross join lateral (select (array['Arben Krasniqi', 'Teuta Berisha', 'Luan Gashi', 'Drita Hoxha', 'Blerim Morina', 'Arta Shala', 'Besnik Bytyqi',
      'Fatmir Kastrati', 'Lirie Rexhepi', 'Genta Ahmeti', 'Dardan Kelmendi', 'Vjosa Hasani', 'Ilir Dervishi', 'Mimoza Leka', 'Valon Dushi'])[1 + (s.n % 15)::int] as name) c
    cross join (select id from users where username = 'demo') u`, [bookings]);
  // The agency bought enough seats for what it sold: each block at least its live seats, 150 for most.
  await db.query(`
    update flights f set seats_outbound = greatest(150, t.taken), seats_return = greatest(150, t.taken)
    from (select f2.id, coalesce(sum(r.seats) filter (where r.status in ('OPTION', 'CONFIRMED')), 0) as taken
          from flights f2 left join packages p on p.flight_id = f2.id left join reservations r on r.package_id = p.id group by f2.id) t
    where t.id = f.id`);
  // What the agency pays is known for most packages (a per-person cost a little under the price) and
  // most charter blocks (a seat's cost): the reports' margin has something to count.
  await db.query(`update packages set cost_per_person_cents = round(price * 100 * (0.72 + random() * 0.12))::int where random() < 0.7`);
  await db.query(`update flights set seat_cost_cents = (9000 + floor(random() * 8000))::int where random() < 0.8`);
  const { rows: [made] } = await db.query<{ flights: number }>('select count(*)::int as flights from flights');
  await db.query('commit');
  await db.query('vacuum analyze flights, packages, reservations');
  return { flights: made.flights, bookings };
}
