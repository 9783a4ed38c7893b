import fc from 'fast-check';
import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGLISH_PLACE_NAMES } from '../../db/seed/catalogue.data.js';
import { seedCatalogue } from '../../db/seed/catalogue.seed.js';
import { fillEnglishPlaceNames } from '../../db/seed/place-names.seed.js';
import { daysBetween } from '../../shared/local-date.js';
import { Role } from '../users/role.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';

interface Row {
  id: number; titulli: string; shtetiId: number; shteti: string; qytetiId: number | null; qyteti: string | null;
  airportId: number; cmimi: number; nrPersonave: number; dataNisjes: string; dataKthimit: string;
}
interface Filter {
  airportId?: number; countryId?: number; cityId?: number; departureDate?: string;
  nightsMin?: number; nightsMax?: number; travellers?: number; s?: string;
}

let t: TestApp;
let all: Row[];
beforeAll(async () => {
  // The SQL search, whose statements some tests count: the search index answers what it answers
  // exactly as it does (search-index.test.ts), and reads its columns in the background after writes.
  t = await createTestApp({ SEARCH_INDEX: 'false' });
  await seedCatalogue(t.orm.em.fork() as EntityManager);
  await fillEnglishPlaceNames(t.orm.em.fork() as EntityManager);
  all = (await t.agent().get('/api/aranzhmanet')).body;
});
afterAll(() => t.close());

const SEARCH = `query($f: PackageSearchInput, $o: PackageOrder, $p: PageInput) {
  searchPackages(filter: $f, order: $o, page: $p) { total page pageSize items { id title price departureDate country { name } city { name } airport { label } } } }`;
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** A place as the search knows it: its name and its English name. */
const names = (place: string | null) => (place ? `${place} ${ENGLISH_PLACE_NAMES[place] ?? ''}` : '');
/** Every word of the text is somewhere in the package's title or places. */
const wordsFound = (text: string, haystack: string) => text.trim().split(/\s+/).every((w) => fold(haystack).includes(fold(w)));

/** The specification of the search, written the slow and obvious way. */
function bruteForce(f: Filter, by: 'PRICE' | 'DATE' | 'NAME', direction: 'ASC' | 'DESC'): number[] {
  const hits = all.filter((p) => {
    const nights = daysBetween(p.dataNisjes, p.dataKthimit);
    return (!f.airportId || p.airportId === f.airportId)
      && (!f.countryId || p.shtetiId === f.countryId)
      && (!f.cityId || p.qytetiId === f.cityId)
      && (!f.departureDate || p.dataNisjes === f.departureDate)
      && (f.nightsMin === undefined || nights >= f.nightsMin)
      && (f.nightsMax === undefined || nights <= f.nightsMax)
      && (!f.travellers || p.nrPersonave >= f.travellers)
      && (!f.s || wordsFound(f.s, `${p.titulli} ${names(p.shteti)} ${names(p.qyteti)}`));
  });
  const key = (p: Row): number | string => (by === 'PRICE' ? p.cmimi : by === 'DATE' ? p.dataNisjes : fold(p.titulli));
  const sign = direction === 'DESC' ? -1 : 1;
  return hits
    .sort((a, b) => {
      const ka = key(a), kb = key(b);
      if (ka !== kb) return (ka < kb ? -1 : 1) * sign;
      // Equal keys page by id in the same direction (ADR 0012), like every other list.
      return (a.id - b.id) * sign;
    })
    .map((p) => p.id);
}

describe('searchPackages', () => {
  it('equals a brute-force filter of the same data for random filter combinations', async () => {
    const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });
    const values = <K extends keyof Row>(k: K) => [...new Set(all.map((p) => p[k]).filter((v) => v !== null))];
    const filter = fc.record({
      airportId: opt(fc.constantFrom(...(values('airportId') as number[]))),
      countryId: opt(fc.constantFrom(...(values('shtetiId') as number[]))),
      cityId: opt(fc.constantFrom(...(values('qytetiId') as number[]))),
      departureDate: opt(fc.constantFrom(...(values('dataNisjes') as string[]))),
      nightsMin: opt(fc.constantFrom(0, 6, 10, 13)),
      nightsMax: opt(fc.constantFrom(5, 9, 12, 99)),
      travellers: opt(fc.integer({ min: 1, max: 4 })),
      s: opt(fc.constantFrom('athin', 'SELANIK', 'antalya', 'turqi', 'rixos', 'prizren', 'ë', 'xyz', 'istanbul', 'Athens', 'turkey',
        'rixos antalya', 'greece  crete', 'lara rixos')),
    }, { requiredKeys: [] });
    await fc.assert(
      fc.asyncProperty(filter, fc.constantFrom('PRICE', 'DATE', 'NAME'), fc.constantFrom('ASC', 'DESC'), async (f, by, direction) => {
        const clean = Object.fromEntries(Object.entries(f).filter(([, v]) => v !== undefined)) as Filter;
        const res = await gql(t.agent(), SEARCH, { f: clean, o: { by, direction }, p: { page: 1, pageSize: 100 } });
        expect(res.body.errors).toBeUndefined();
        const expected = bruteForce(clean, by as 'PRICE', direction as 'ASC');
        expect(res.body.data.searchPackages.total).toBe(expected.length);
        expect(res.body.data.searchPackages.items.map((p: { id: number }) => p.id)).toEqual(expected);
      }),
      { numRuns: 60, seed: 42 },
    );
  });

  it('with dateFlexDays finds the departures up to that many days either side of the date, by date (issue 42)', async () => {
    const dates = [...new Set(all.map((p) => p.dataNisjes))].sort();
    // A day with no departure whose neighbourhood has some: the visitor's "1 December" with the 8th and 11th near.
    const day = (iso: string, add: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + add * 86_400_000).toISOString().slice(0, 10);
    const empty = dates.map((d) => day(d, -2)).find((d) => !dates.includes(d))!;
    expect(empty).toBeDefined();
    const exact = await gql(t.agent(), SEARCH, { f: { departureDate: empty } });
    expect(exact.body.data.searchPackages.total).toBe(0);
    for (const flex of [0, 1, 3, 7]) {
      const res = await gql(t.agent(), SEARCH, { f: { departureDate: empty, dateFlexDays: flex }, o: { by: 'DATE' }, p: { pageSize: 100 } });
      expect(res.body.errors).toBeUndefined();
      const expected = all
        .filter((p) => p.dataNisjes >= day(empty, -flex) && p.dataNisjes <= day(empty, flex))
        .sort((a, b) => (a.dataNisjes === b.dataNisjes ? a.id - b.id : a.dataNisjes < b.dataNisjes ? -1 : 1))
        .map((p) => p.id);
      expect(res.body.data.searchPackages.total, `± ${flex}`).toBe(expected.length);
      expect(res.body.data.searchPackages.items.map((p: { id: number }) => p.id)).toEqual(expected);
    }
    const near = await gql(t.agent(), SEARCH, { f: { departureDate: empty, dateFlexDays: 3 } });
    expect(near.body.data.searchPackages.total).toBeGreaterThan(0);
    // Without a date the field changes nothing; past its bound it is refused, as every bad filter is.
    const plain = await gql(t.agent(), SEARCH, { f: { dateFlexDays: 3 } });
    expect(plain.body.data.searchPackages.total).toBe(all.length);
    const tooFar = await gql(t.agent(), SEARCH, { f: { departureDate: empty, dateFlexDays: 30 } });
    expect(tooFar.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('finds Athens for "athin" and Selanik for "selanik", ignoring case and accents', async () => {
    const athin = await gql(t.agent(), SEARCH, { f: { s: 'athin' } });
    const titles = athin.body.data.searchPackages.items.map((p: { city: { name: string } }) => p.city.name);
    expect(titles.length).toBeGreaterThan(0);
    expect(new Set(titles)).toEqual(new Set(['Athinë']));
    const upper = await gql(t.agent(), SEARCH, { f: { s: 'ATHINË' } });
    expect(upper.body.data.searchPackages.total).toBe(athin.body.data.searchPackages.total);
    const selanik = await gql(t.agent(), SEARCH, { f: { s: 'selanik' } });
    expect(selanik.body.data.searchPackages.items[0].city.name).toBe('Selanik');
    const wildcard = await gql(t.agent(), SEARCH, { f: { s: '%' } });
    expect(wildcard.body.data.searchPackages.total).toBe(0);
  });

  it('knows places by their English names too: istanbul finds Stamboll, Athens finds Athinë', async () => {
    const cities = async (s: string) => new Set((await gql(t.agent(), SEARCH, { f: { s }, p: { pageSize: 100 } })).body.data.searchPackages.items
      .map((p: { city: { name: string } }) => p.city.name));
    expect(await cities('istanbul')).toEqual(new Set(['Stamboll']));
    expect(await cities('Athens')).toEqual(new Set(['Athinë']));
    expect(await cities('cappadocia')).toEqual(new Set(['Kapadokia']));
    expect(await cities('Turkey stamboll')).toEqual(new Set(['Stamboll']));
  });

  it('finds a place by a name staff just gave it, and counts again after a package is added', async () => {
    const staff = await t.loginAs(Role.ADMIN);
    const [patra] = (await t.agent().get('/api/qytetet')).body.filter((c: { emri: string }) => c.emri === 'Patra');
    const total = async (s: string) => (await gql(t.agent(), SEARCH, { f: { s } })).body.data.searchPackages.total;
    expect(await total('patrasso')).toBe(0);
    const renamed = await gql(staff, `mutation($id: Int!) { updateCity(id: $id, input: { nameEn: "Patrasso" }) { nameEn } }`, { id: patra.id });
    expect(renamed.body.data.updateCity.nameEn).toBe('Patrasso');
    const found = await total('patrasso');
    expect(found).toBe(all.filter((p) => p.qytetiId === patra.id).length);
    expect(found).toBeGreaterThan(0);

    const sample = all.find((p) => p.qytetiId === patra.id)!;
    const created = await staff.post('/api/add-Aranzhmani').send({
      titulli: 'Patra – Hotel i ri', shtetiId: sample.shtetiId, qytetiId: patra.id, airportId: sample.airportId, cmimi: 300,
      nrPersonave: 2, nrNeteve: 7, llojiDhomes: 'Dhomë dyshe', sherbimi: 'All Inclusive', dataNisjes: sample.dataNisjes,
      dataKthimit: sample.dataKthimit, rating: 4,
    }).expect(201);
    expect(await total('patrasso')).toBe(found + 1);
    await staff.delete(`/api/Aranzhmani-delete/${created.body.id}`).expect(200);
    expect(await total('patrasso')).toBe(found);
  });

  it('pages with a stable order and the full total, and caps the page size', async () => {
    const pages = [];
    for (let page = 1; page <= 5; page++) {
      const res = await gql(t.agent(), SEARCH, { o: { by: 'PRICE' }, p: { page, pageSize: 20 } });
      expect(res.body.data.searchPackages.total).toBe(all.length);
      pages.push(...res.body.data.searchPackages.items.map((p: { id: number }) => p.id));
    }
    expect(pages).toEqual(bruteForce({}, 'PRICE', 'ASC'));
    const capped = await gql(t.agent(), SEARCH, { p: { pageSize: 101 } });
    expect(capped.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { pageSize: expect.any(String) } });
  });

  it('reads a total not known yet in the query of its page, and still counts a page past the last one (ADR 0026)', async () => {
    const knex = (t.orm.em.getConnection() as unknown as { getKnex(): { on(e: string, f: (q: { sql: string }) => void): void; off(e: string, f: unknown): void } }).getKnex();
    const queries: string[] = [];
    const listen = (q: { sql: string }) => queries.push(q.sql);
    knex.on('query', listen);
    try {
      const expected = bruteForce({ travellers: 2 }, 'DATE', 'ASC');
      const first = await gql(t.agent(), SEARCH, { f: { travellers: 2 }, p: { page: 2, pageSize: 3 } });
      expect(first.body.data.searchPackages.total).toBe(expected.length);
      expect(queries.filter((q) => /packages/.test(q) && !/row_to_json\(x\)|group by p\.departure_date/.test(q))).toHaveLength(1);
      const past = await gql(t.agent(), SEARCH, { f: { travellers: 3 }, p: { page: 999, pageSize: 50 } });
      expect(past.body.data.searchPackages).toMatchObject({ total: bruteForce({ travellers: 3 }, 'DATE', 'ASC').length, items: [] });
      const none = await gql(t.agent(), SEARCH, { f: { s: 'xyzzy-nowhere' } });
      expect(none.body.data.searchPackages).toMatchObject({ total: 0, items: [] });
    } finally {
      knex.off('query', listen);
    }
  });

  it('loads country, city and airport of a page in a fixed number of queries (no N+1)', async () => {
    // The page's ids, its rows with their places, and (when not counted already for this filter) the total.
    // knex emits every SQL statement it sends; count those touching packages during one request.
    const knex = (t.orm.em.getConnection() as unknown as { getKnex(): { on(e: string, f: (q: { sql: string }) => void): void; off(e: string, f: unknown): void } }).getKnex();
    const queries: string[] = [];
    const listen = (q: { sql: string }) => queries.push(q.sql);
    knex.on('query', listen);
    try {
      for (const pageSize of [5, 50]) {
        queries.length = 0;
        const res = await gql(t.agent(), SEARCH, { p: { pageSize } });
        expect(res.body.data.searchPackages.items).toHaveLength(pageSize);
        const searchQueries = queries.filter((q) => /packages/.test(q));
        expect(searchQueries.length).toBeGreaterThan(0);
        expect(searchQueries.length, searchQueries.join('\n')).toBeLessThanOrEqual(3);
      }
    } finally {
      knex.off('query', listen);
    }
  });

  it('answers every field of a package exactly as package(id) does', async () => {
    // The search reads its page without the ORM (package-rows.ts); package(id) reads through it.
    const fields = `id title rating price persons nights roomType service departureDate returnDate seats seatsLeft createdAt
      country { id name nameEn } city { id name nameEn country { id } } airport { id name code label country { id } }
      image { url width height alt }`;
    const res = await gql(t.agent(), `query($p: PageInput) { searchPackages(page: $p) { items { ${fields} } } }`, { p: { pageSize: 40 } });
    const items = res.body.data.searchPackages.items as { id: number; city: unknown }[];
    expect(items).toHaveLength(40);
    expect(items.some((p) => p.city !== null)).toBe(true);
    for (const item of items) {
      const one = await gql(t.agent(), `query($id: Int!) { package(id: $id) { ${fields} } }`, { id: item.id });
      expect(one.body.errors).toBeUndefined();
      expect(item).toEqual(one.body.data.package);
    }
  });

  it('reads the seats left with the page, in one statement, as package(id) counts them', async () => {
    // Seat limits on the cheapest packages, some seats held by live reservations and some by a cancelled one.
    const cheapest = bruteForce({}, 'PRICE', 'ASC').slice(0, 6);
    const user = await t.createUser();
    await t.pool.query('update packages set seats = 9 where id = any($1)', [cheapest]);
    await t.pool.query(`
      insert into reservations (user_id, user_name, package_id, title, departure_date, return_date, price, travellers, status, reference_no, reference)
      select $1, $2, x.id, x.title, x.departure_date, x.return_date, x.price, 2 + (x.id % 3), x.status, x.n, 'BT-2026-' || lpad(x.n::text, 6, '0')
      from (select p.*, s.status, nextval('booking_reference_seq') as n
            from packages p cross join (values ('OPTION'), ('CONFIRMED'), ('CANCELLED')) s(status) where p.id = any($3)) x`, [user.id, user.username, cheapest.slice(0, 4)]);
    const query = `query($o: PackageOrder, $p: PageInput) { searchPackages(order: $o, page: $p) { items { id seats seatsLeft } } }`;
    const variables = { o: { by: 'PRICE' }, p: { pageSize: 10 } };
    await gql(t.agent(), query, variables); // the total is counted once for this filter set
    const knex = (t.orm.em.getConnection() as unknown as { getKnex(): { on(e: string, f: (q: { sql: string }) => void): void; off(e: string, f: unknown): void } }).getKnex();
    const queries: string[] = [];
    const listen = (q: { sql: string }) => queries.push(q.sql);
    knex.on('query', listen);
    let items: { id: number; seats: number | null; seatsLeft: number | null }[];
    try {
      const res = await gql(t.agent(), `${query} # again`, variables);
      items = res.body.data.searchPackages.items;
    } finally {
      knex.off('query', listen);
    }
    // The writes above also make the app read the legacy full list again in the background, on the same
    // pool (full-list.ts): its days' versions (grouped by departure day) and its batches (written by
    // PostgreSQL as row_to_json) are not the search's.
    const searchQueries = queries.filter((q) => /packages|reservations/.test(q) && !/row_to_json\(x\)|group by p\.departure_date/.test(q));
    expect(searchQueries, queries.join('\n')).toHaveLength(1);
    expect(items.slice(0, 6).map((p) => p.id)).toEqual(cheapest);
    expect(items.filter((p) => p.seatsLeft !== null && p.seatsLeft < 9)).toHaveLength(4);
    for (const item of items) {
      const one = await gql(t.agent(), `query($id: Int!) { package(id: $id) { id seats seatsLeft } }`, { id: item.id });
      expect(item).toEqual(one.body.data.package);
    }
  });
});
