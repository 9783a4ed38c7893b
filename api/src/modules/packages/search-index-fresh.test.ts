import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { watchChanges, type WatchedChanges } from '../../db/changes.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import type { PageInput } from '../../shared/paging.js';
import { SortDirection } from '../../shared/sorting.js';
import { makeCatalogue, type Catalogue } from '../../test/search-catalogue.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { searchPackages, searchSql } from './package-search.js';
import { readSearchColumns } from './search-columns.js';
import { SearchCounts } from './search-counts.js';
import { SearchIndex } from './search-index.js';
import { PackageSort, type PackageOrder, type PackageSearchInput } from './search.inputs.js';

let t: TestApp;
let cat: Catalogue;
beforeAll(async () => {
  t = await createTestApp();
  cat = await makeCatalogue(t.orm.em.fork() as EntityManager, 400, 7);
  // The packages these tests make cheapest must be: none below a euro.
  await db().execute('update packages set price = price + 1 where price < 1');
});
afterAll(() => t?.close());

const db = () => t.orm.em.getConnection();
const CHEAPEST: PackageOrder = { by: PackageSort.PRICE, direction: SortDirection.ASC };
/** A package leaving after the booking cut-off, so the public search lists it. */
const onSale = async () => (await db().execute<{ id: number }[]>('select id from packages where departure_date > ? order by id limit 1', [addDays(todayLocal(), 5)]))[0]!.id;

async function bySql(f: PackageSearchInput, order: PackageOrder, page: PageInput, onSaleFrom?: string) {
  const em = t.orm.em.fork() as EntityManager;
  const sql = searchSql(em, f, order, page, onSaleFrom);
  const [ids, [{ count }]] = await Promise.all([em.getConnection().execute<{ id: number }[]>(sql.page), em.getConnection().execute<{ count: number }[]>(sql.count)]);
  return { ids: ids.map((r) => r.id), total: Number(count) };
}

describe('search index freshness', () => {
  it('answers nothing from a write until its one rebuild is in, which the search meanwhile answers in SQL; writes during a rebuild make one more', async () => {
    let watched: WatchedChanges | undefined;
    let index: SearchIndex | undefined;
    try {
      // The database's own notifications, as the app hears them; a read that waits for the test's word.
      watched = await watchChanges(t.orm, t.databaseUrl, () => {});
      const feed = watched.feed;
      let reads = 0;
      let open = () => {};
      let gate = Promise.resolve();
      index = new SearchIndex(feed, async (stopped) => {
        reads++;
        await gate;
        return readSearchColumns(t.orm.em.fork() as EntityManager, stopped);
      });
      index.start();
      await expect.poll(() => index!.fresh, { timeout: 20_000, interval: 20 }).toBe(true);
      expect(reads).toBe(1);
      const counts = new SearchCounts(feed);
      const search = async (f: PackageSearchInput) => {
        const found = await searchPackages(t.orm.em.fork() as EntityManager, { counts, index }, f, CHEAPEST, { page: 1, pageSize: 100 });
        return { ids: found.items.map((p) => p.id), total: found.total };
      };
      const [a, b] = cat.airports;
      const id = await onSale();
      gate = new Promise((r) => (open = r));

      // Moved to another airport, the cheapest of all, another day.
      await db().execute('update packages set airport_id = ?, price = 0.5, departure_date = departure_date + 1, return_date = return_date + 1 where id = ?', [b, id]);
      await expect.poll(() => index!.fresh, { timeout: 10_000, interval: 10 }).toBe(false);
      expect(await index.answer({ airportId: b }, CHEAPEST, { page: 1, pageSize: 100 })).toBeUndefined();
      const moved = await search({ airportId: b });
      expect(moved.ids[0]).toBe(id);
      expect(moved).toEqual(await bySql({ airportId: b }, CHEAPEST, { page: 1, pageSize: 100 }));
      expect((await search({ airportId: a })).ids).not.toContain(id);

      // One rebuild started after the write; an insert and a delete while it runs.
      await expect.poll(() => reads, { timeout: 10_000, interval: 10 }).toBe(2);
      const before = feed.stamp();
      const [{ id: added }] = await db().execute<{ id: number }[]>(
        `insert into packages (title, country_id, airport_id, price, persons, nights, room_type, service, departure_date, return_date, rating)
         select 'Çelësi i ri', country_id, ?, 0.25, 2, 3, 'Dhomë', 'All Inclusive', departure_date, departure_date + 3, 4 from packages where id = ? returning id`, [b, id]);
      const [{ id: gone }] = await db().execute<{ id: number }[]>('select id from packages where airport_id = ? and id <> ? order by price, id limit 1 offset 2', [b, id]);
      await db().execute('delete from packages where id = ?', [gone]);
      await expect.poll(() => feed.stamp(), { timeout: 10_000, interval: 10 }).toBeGreaterThanOrEqual(before + 2);
      open();
      // The rebuild under way saw them or not: not used, and exactly one more follows.
      await expect.poll(() => index!.fresh, { timeout: 20_000, interval: 20 }).toBe(true);
      expect(reads).toBe(3);
      const filters: PackageSearchInput[] = [{ airportId: b }, { airportId: a }, {}, { travellers: 2, nightsMax: 7 }];
      for (const f of filters) {
        const answer = await index.answer(f, CHEAPEST, { page: 1, pageSize: 100 });
        expect(answer && { ids: answer.ids, total: answer.total }).toEqual(await bySql(f, CHEAPEST, { page: 1, pageSize: 100 }));
      }
      expect((await index.answer({ airportId: b }, CHEAPEST, { page: 1, pageSize: 3 }))!.ids.slice(0, 2)).toEqual([added, id]);
      expect((await index.answer({}, CHEAPEST, { page: 1, pageSize: 100_000 }))!.ids).not.toContain(gone);
      // A write to a table the index does not read changes nothing.
      await db().execute(`update airports set name = name || '.' where id = ?`, [a]);
      await new Promise((r) => setTimeout(r, 200));
      expect([index.fresh, reads]).toEqual([true, 3]);
    } finally {
      await index?.stop();
      await watched?.stop();
    }
  });

  it("serves the app's GraphQL search from its index, and from SQL until a write is in it", async () => {
    const answers = vi.spyOn(SearchIndex.prototype, 'answer');
    let n = 0;
    // A filter set never asked before (the public cache would answer a repeated one before the search runs).
    const search = async (f: PackageSearchInput = {}) => {
      const res = await gql(t.agent(), 'query($f: PackageSearchInput, $o: PackageOrder) { searchPackages(filter: $f, order: $o, page: { pageSize: 5 }) { total items { id price } } }',
        { f: { ...f, priceMax: 1_000_000 - ++n }, o: { by: 'PRICE', direction: 'ASC' } });
      return { ...res.body.data.searchPackages as { total: number; items: { id: number; price: number }[] }, indexed: answers.mock.results.at(-1)?.value !== undefined };
    };
    try {
      await expect.poll(async () => (await search()).indexed, { timeout: 20_000, interval: 50 }).toBe(true);
      const id = await onSale();
      await db().execute('update packages set price = 0.1 where id = ?', [id]);
      // Once the feed has it, SQL lists it first until the index is read again, then the index does.
      await expect.poll(async () => {
        const found = await search();
        return found.items[0]?.id === id && found.indexed;
      }, { timeout: 20_000, interval: 20 }).toBe(true);
      const total = (await search()).total;
      expect(total).toBe((await bySql({ priceMax: 1_000_000 }, CHEAPEST, { page: 1, pageSize: 5 }, addDays(todayLocal(), 1))).total);
    } finally {
      answers.mockRestore();
    }
  });
});
