/**
 * The money and the travellers of the bench's bookings (issue 46, item 4), made after flights-data.ts
 * wrote the bookings: each booking's payment stages (a 30% deposit and the balance 30 days before
 * departure; one full payment when booked later than that), the ledger (what was paid of them, by
 * status: travelled paid in full, confirmed the deposit and mostly the balance when due, some options
 * a deposit, half the cancellations a deposit of which most was refunded), `paid_cents` summed from
 * it, and a passenger row per traveller (most sold ones with their passport data). Set-based SQL from
 * a seeded random sequence: no row is written from Node.
 */
import type pg from 'pg';

const SURNAMES = ['Krasniqi', 'Berisha', 'Gashi', 'Hoxha', 'Morina', 'Shala', 'Bytyqi', 'Kastrati', 'Rexhepi', 'Ahmeti', 'Kelmendi', 'Hasani', 'Dervishi', 'Leka', 'Dushi', 'Çeku', 'Bërisha'];
const GIVEN = ['Arben', 'Teuta', 'Era', 'Luan', 'Drita', 'Blerim', 'Arta', 'Besnik', 'Fatmir', 'Lirie', 'Genta', 'Dardan', 'Vjosa', 'Ilir', 'Mimoza', 'Shpend', 'Rina', 'Valon', 'Alba', 'Edon'];
const text = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(', ')}]`;
/** The bench's bookings (flights-data.ts names them BB-…). */
const BENCH = `r.reference like 'BB-%'`;

export async function generateBookingMoney(db: pg.ClientBase, seed: number): Promise<{ stages: number; payments: number; passengers: number }> {
  const count = async (sql: string) => (await db.query<{ n: number }>(sql)).rows[0]!.n;
  if (await count(`select count(*)::int as n from payment_stages s join reservations r on r.id = s.reservation_id where ${BENCH}`) > 0) {
    return { stages: 0, payments: 0, passengers: 0 };
  }
  await db.query('begin');
  await db.query('set local max_parallel_workers_per_gather = 0');
  await db.query('select setseed($1)', [seed]);
  // The days as the agency counts them (Kosovo's calendar).
  const booked = `(r.created_at at time zone 'Europe/Belgrade')::date`;
  // Row triggers off while the stages are written (a booking's first uncovered stage is worked out once,
  // by the trigger on its paid sum below, rather than once per stage); on again for the rest.
  await db.query(`set local session_replication_role = replica`);
  await db.query(`
    insert into payment_stages (reservation_id, seq, kind, amount_cents, due_date)
    select r.id, st.seq, st.kind, st.amount, st.due from reservations r
    cross join lateral (select round(r.total_cents * 0.3)::int as deposit, r.departure_date - ${booked} > 37 as staged) x
    -- An option's first payment is due the day its hold lapses (payments/schedule.ts); a sale's three days after booking.
    cross join lateral (values (1, case when x.staged then 'DEPOSIT' else 'FULL' end, case when x.staged then x.deposit else r.total_cents end,
                                coalesce((r.expires_at at time zone 'Europe/Belgrade')::date, ${booked} + 3)),
                               (2, 'BALANCE', r.total_cents - x.deposit, r.departure_date - 30)) st(seq, kind, amount, due)
    where ${BENCH} and (st.seq = 1 or x.staged)`);
  await db.query(`set local session_replication_role = origin`);
  // A stage is paid by the status's odds; paid on its due day or a few days before, never after today.
  await db.query(`
    insert into payments (reservation_id, kind, method, amount_cents, paid_on, payer, created_by_name, created_at)
    select p.reservation_id, 'PAYMENT', (array['CASH', 'CARD', 'BANK_TRANSFER', 'BANK_TRANSFER'])[1 + floor(p.m * 4)::int], p.amount_cents, p.paid_on,
           p.user_name, 'bench', p.paid_on + time '10:00'
    from (
      select s.reservation_id, s.amount_cents, r.user_name, random() as m,
             least(current_date, greatest(${booked}, s.due_date - floor(random() * 6)::int)) as paid_on,
             case r.status when 'TRAVELLED' then true
                           when 'CONFIRMED' then s.seq = 1 or (s.due_date < current_date and random() < 0.9) or random() < 0.3
                           when 'OPTION' then s.seq = 1 and random() < 0.2
                           when 'CANCELLED' then s.seq = 1 and random() < 0.5
                           when 'EXPIRED' then s.seq = 1 and random() < 0.05 end as paid
      from payment_stages s join reservations r on r.id = s.reservation_id where ${BENCH} and s.amount_cents > 0
    ) p where p.paid`);
  // Most cancellations that had paid were refunded (the fee kept); the rest are the refunds still owed.
  await db.query(`
    insert into payments (reservation_id, kind, method, amount_cents, paid_on, payer, created_by_name, created_at)
    select r.id, 'REFUND', 'BANK_TRANSFER', -(paid.cents - round(paid.cents * 0.2)::int), least(current_date, (r.cancelled_at at time zone 'Europe/Belgrade')::date + 5),
           r.user_name, 'bench', r.cancelled_at + interval '5 days'
    from reservations r cross join lateral (select sum(p.amount_cents)::int as cents from payments p where p.reservation_id = r.id) paid
    where ${BENCH} and r.status = 'CANCELLED' and paid.cents > 0 and random() < 0.7`);
  // Every bench booking's paid sum written (0 for most options): its triggers keep what is derived from it.
  await db.query(`
    update reservations r set paid_cents = coalesce((select sum(p.amount_cents)::int from payments p where p.reservation_id = r.id), 0)
    where ${BENCH}`);
  // A row per traveller: the adults, then the children with their ages; names for nearly all, the
  // passport data for most sold bookings (what the lists flag as missing is the rest).
  await db.query(`
    insert into passengers (reservation_id, position, child_age, surname, given_names, sex, date_of_birth, passport_number, passport_expiry, nationality)
    select r.id, g.pos, case when g.pos >= r.adults then (r.child_ages ->> (g.pos - r.adults))::int end,
           (${text(SURNAMES)})[1 + floor(random() * ${SURNAMES.length})::int],
           case when random() < 0.03 then '' else (${text(GIVEN)})[1 + floor(random() * ${GIVEN.length})::int] end,
           case when k.complete then (array['F', 'M'])[1 + floor(random() * 2)::int] end,
           case when k.complete then r.departure_date - (365 * case when g.pos >= r.adults then 1 + (r.child_ages ->> (g.pos - r.adults))::int else 20 + floor(random() * 50)::int end) end,
           case when k.complete then 'P' || lpad(floor(random() * 1e8)::text, 8, '0') end,
           case when k.complete then r.return_date + 200 + floor(random() * 3000)::int end,
           case when k.complete then (array['XK', 'XK', 'XK', 'AL', 'MK', 'DE', 'CH'])[1 + floor(random() * 7)::int] end
    from reservations r cross join lateral generate_series(0, r.travellers - 1) g(pos)
    cross join lateral (select random() < case when r.status in ('TRAVELLED', 'CONFIRMED') then 0.8 else 0.3 end as complete) k
    where ${BENCH}`);
  const made = {
    stages: await count(`select count(*)::int as n from payment_stages s join reservations r on r.id = s.reservation_id where ${BENCH}`),
    payments: await count(`select count(*)::int as n from payments p join reservations r on r.id = p.reservation_id where ${BENCH}`),
    passengers: await count(`select count(*)::int as n from passengers s join reservations r on r.id = s.reservation_id where ${BENCH}`),
  };
  await db.query('commit');
  await db.query('vacuum analyze reservations, payment_stages, payments, passengers');
  return made;
}
