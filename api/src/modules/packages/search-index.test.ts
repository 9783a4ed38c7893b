import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ChangeFeed } from '../../shared/change-feed.js';
import { addDays } from '../../shared/local-date.js';
import type { PageInput } from '../../shared/paging.js';
import { SortDirection } from '../../shared/sorting.js';
import { makeCatalogue, randomFilter, type Catalogue } from '../../test/search-catalogue.js';
import { seeded } from '../../test/seeded-random.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { Board } from '../package-options/board.js';
import { searchPackages, searchSql } from './package-search.js';
import { readSearchColumns } from './search-columns.js';
import { SearchCounts } from './search-counts.js';
import { SearchIndex } from './search-index.js';
import { foldWords } from './search-words.js';
import { PackageSort, type PackageOrder, type PackageSearchInput } from './search.inputs.js';

let t: TestApp;
let em: EntityManager;
let cat: Catalogue;
let feed: ChangeFeed;
let index: SearchIndex;
beforeAll(async () => {
  // The app's own index is off: this file builds one on a feed of its own (nothing writes meanwhile).
  t = await createTestApp({ SEARCH_INDEX: 'false' });
  em = t.orm.em.fork() as EntityManager;
  cat = await makeCatalogue(em, 3000, 45);
  feed = new ChangeFeed();
  feed.setLive(true);
  index = new SearchIndex(feed, (stopped) => readSearchColumns(t.orm.em.fork() as EntityManager, stopped), undefined, (words) => foldWords(em.getConnection(), words));
  index.start();
  await vi.waitFor(() => expect(index.fresh).toBe(true), { timeout: 20_000, interval: 20 });
});
afterAll(async () => {
  await index?.stop();
  await t?.close();
});

/** The SQL search's page of ids and total (package-search.ts's own queries). */
async function bySql(f: PackageSearchInput, order: PackageOrder, page: PageInput, onSaleFrom?: string) {
  const sql = searchSql(em, f, order, page, onSaleFrom);
  const db = em.getConnection();
  const [ids, [{ count }]] = await Promise.all([db.execute<{ id: number }[]>(sql.page), db.execute<{ count: number }[]>(sql.count)]);
  return { ids: ids.map((r) => r.id), total: Number(count) };
}

/**
 * Texts to look for: folding (case, ë, ç, accents) both ways, several words, a place's name, words
 * found nowhere, and LIKE's own characters, which the SQL search escapes (a literal `%`, `_`, `\\`).
 */
const TEXTS = ['endërr', 'ENDERR', 'Endërr hotel', 'zogu  zi', 'Çelësi', 'celesi bay', 'ça', 'vendi 2', 'qyteti', 'ölüdeniz', 'élite', 'e', 'stars 10',
  'xyz', '%', '_', 'a_b', '\\', 'bay  resort'];

const ORDERS: PackageOrder[] = [PackageSort.PRICE, PackageSort.NAME, PackageSort.DATE]
  .flatMap((by) => [SortDirection.ASC, SortDirection.DESC].map((direction) => ({ by, direction })));

describe('search index', () => {
  it("answers every filter set on its columns exactly as the SQL search: the page's ids in order and the total", async () => {
    const random = seeded(2045);
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    let compared = 0;
    let nonEmpty = 0;
    let texts = 0;
    let textsFound = 0;
    let boards = 0;
    for (let i = 0; i < 360; i++) {
      const f = randomFilter(cat, random);
      if (random() < 0.4) f.s = pick(TEXTS);
      if (random() < 0.3) f.board = pick(Object.values(Board));
      // The public search (from a day on sale, some days in), staff's (every day), and a day after every departure.
      const onSaleFrom = pick([addDays(cat.firstDay, 20), addDays(cat.firstDay, 1 + Math.floor(random() * cat.days)), undefined, addDays(cat.firstDay, 200)]);
      const pageSize = pick([1, 7, 20, 100]);
      const { total } = await bySql(f, ORDERS[0]!, { page: 1, pageSize }, onSaleFrom);
      if (total) nonEmpty++;
      if (total && f.s) textsFound++;
      const last = Math.max(1, Math.ceil(total / pageSize));
      // The first pages, the last, one past it, and one anywhere.
      const pages = [...new Set([1, 2, last, last + 1, 1 + Math.floor(random() * (last + 1))])];
      const cases = ORDERS.flatMap((order) => pages.map((p) => ({ order, page: { page: p, pageSize } })));
      const expected = await Promise.all(cases.map(({ order, page }) => bySql(f, order, page, onSaleFrom)));
      for (const [k, { order, page }] of cases.entries()) {
        const answer = await index.answer(f, order, page, onSaleFrom);
        expect(answer && { ids: answer.ids, total: answer.total }, JSON.stringify({ f, order, page, onSaleFrom })).toEqual(expected[k]);
        if (f.s) texts++;
        if (f.board) boards++;
        compared++;
      }
    }
    // The cases are not all empty, nor all everything.
    expect(nonEmpty).toBeGreaterThan(120);
    expect(compared).toBeGreaterThan(5000);
    // Text searches among them, some of which find packages.
    expect(texts).toBeGreaterThan(1500);
    expect(textsFound).toBeGreaterThan(20);
    expect(boards).toBeGreaterThan(1000);
  }, 180_000);

  it('leaves a "hide full" filter to SQL, whose answer the search still gives', async () => {
    const counts = new SearchCounts(feed);
    const onSaleFrom = addDays(cat.firstDay, 20);
    const filters: PackageSearchInput[] = [
      { hideFull: true }, { hideFull: true, countryId: cat.countries[1], travellers: 2 }, { hideFull: true, board: Board.HALF_BOARD, s: 'endërr' },
    ];
    for (const f of filters) {
      for (const order of ORDERS) {
        const page = { page: 1, pageSize: 20 };
        expect(await index.answer(f, order, page, onSaleFrom)).toBeUndefined();
        const found = await searchPackages(t.orm.em.fork() as EntityManager, { counts, index }, f, order, page, onSaleFrom);
        const expected = await bySql(f, order, page, onSaleFrom);
        expect({ ids: found.items.map((p) => p.id), total: found.total }, JSON.stringify({ f, order })).toEqual(expected);
        expect(expected.total).toBeGreaterThan(0);
      }
    }
    // Blank text is no text filter (the SQL search has no word to find either): the index answers it.
    expect(await index.answer({ s: '  ' }, ORDERS[0]!, { page: 1, pageSize: 5 }, onSaleFrom)).toBeDefined();
  });

  it('reads the page rows by the ids it answers, in its order', async () => {
    const counts = new SearchCounts(feed);
    for (const order of ORDERS) {
      const page = { page: 3, pageSize: 15 };
      const f = { travellers: 2 };
      const found = await searchPackages(t.orm.em.fork() as EntityManager, { counts, index }, f, order, page);
      expect(found.items.map((p) => p.id)).toEqual((await index.answer(f, order, page))!.ids);
      expect(found.items).toHaveLength(15);
      expect(found.total).toBe((await bySql(f, order, page)).total);
    }
  });
});
