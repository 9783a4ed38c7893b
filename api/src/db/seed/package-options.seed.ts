import type { EntityManager } from '@mikro-orm/postgresql';

/** The Board of a demo package's service text (catalogue.data.ts SERVICES). */
const BOARD_OF_SERVICE = `case when p.service ilike 'ultra%' then 'ULTRA_ALL_INCLUSIVE' when p.service ilike '%all incl%' then 'ALL_INCLUSIVE'
  when p.service ilike 'half%' then 'HALF_BOARD' when p.service ilike 'full%' then 'FULL_BOARD'
  when p.service ilike 'bed%' then 'BED_AND_BREAKFAST' else 'ROOM_ONLY' end`;

/** One board up: what the third option of a package offers. */
const UPGRADE = `case b.board when 'ROOM_ONLY' then 'BED_AND_BREAKFAST' when 'BED_AND_BREAKFAST' then 'HALF_BOARD'
  when 'HALF_BOARD' then 'FULL_BOARD' when 'FULL_BOARD' then 'ALL_INCLUSIVE' else 'ULTRA_ALL_INCLUSIVE' end`;

const band = (min: number, max: number, price: string) => `jsonb_build_object('minAge', ${min}, 'maxAge', ${max}, 'price', ${price})`;

/** A room's occupancy from its name, as occupancy.ts's defaultOccupancy (and the migration) read it. */
const OCCUPANCY = (room: string) => `
  case when f_fold(${room}) ~ '(teke|single|njeshe)' then 1 when f_fold(${room}) ~ '(familj|family|suit)' then 4 else 3 end,
  case when f_fold(${room}) ~ '(teke|single|njeshe)' then 1 when f_fold(${room}) ~ '(familj|family)' then 3 else 2 end,
  case when f_fold(${room}) ~ '(familj|family)' then 2 else 1 end`;

/**
 * Price options on every demo package that has none (issue 20), so the booking box shows what it can:
 * its own room and board at its own price (so its "from" price, the legacy cmimi, stays as it was) with
 * babies free and children at half price and a single-room supplement; a family room at +20% with two
 * children's bands; and on every other package a better board at +25%. One statement: a few hundred rows.
 */
export async function seedPackageOptions(em: EntityManager): Promise<void> {
  await em.execute(`
    with b as (
      select p.id, p.price, p.room_type, ${BOARD_OF_SERVICE} as board from packages p
      where not exists (select 1 from package_options o where o.package_id = p.id)
    )
    , o as (
      select b.id, b.room_type, b.board, b.price, round(b.price * 0.3) as supplement,
        jsonb_build_array(${band(0, 2, '0')}, ${band(2, 12, 'round(b.price * 0.5)')}) as bands, 0 as position from b
      union all
      select b.id, case when b.room_type = 'Dhomë familjare' then 'Suitë familjare' else 'Dhomë familjare' end, b.board, round(b.price * 1.2), 0,
        jsonb_build_array(${band(0, 2, '0')}, ${band(2, 7, 'round(b.price * 0.3)')}, ${band(7, 12, 'round(b.price * 0.6)')}), 1 from b
      union all
      select b.id, b.room_type, ${UPGRADE}, round(b.price * 1.25), round(b.price * 0.3),
        jsonb_build_array(${band(0, 2, '0')}, ${band(2, 12, 'round(b.price * 0.5)')}), 2 from b
      where b.id % 2 = 0 and b.board <> 'ULTRA_ALL_INCLUSIVE'
    )
    insert into package_options (package_id, room_type, board, adult_price, single_supplement, child_bands, position, max_adults, max_children, min_persons)
    select o.id, o.room_type, o.board, o.price, o.supplement, o.bands, o.position, ${OCCUPANCY('o.room_type')} from o`);
}
