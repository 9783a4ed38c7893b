import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../../modules/users/role.js';
import { seedCatalogue } from './catalogue.seed.js';
import { seedPackageOptions } from './package-options.seed.js';
import { fitDemoPersonsToRooms } from './rooms-fit.seed.js';

let t: TestApp;
let ownOptions: number;
const rows = async <T>(sql: string) => (await t.orm.em.fork().execute(sql)) as T[];

beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.orm.em.fork() as EntityManager);
  // Staff already gave one package its own options: the step must leave them.
  const [{ id }] = await rows<{ id: number }>(`select id from packages order by id limit 1`);
  ownOptions = id;
  const admin = await t.loginAs(Role.ADMIN);
  await gql(admin, `mutation { setPackageOptions(packageId: ${id}, options: [{ roomType: "Suitë", board: FULL_BOARD, adultPrice: 999 }]) { id } }`);
  await (t.orm.em.fork() as EntityManager).transactional((em) => seedPackageOptions(em));
});
afterAll(() => t.close());

describe('demo price options', () => {
  it('gives every other demo package two or three options, the cheapest at its own price, with children\'s bands', async () => {
    const counts = await rows<{ id: number; n: string; cheapest: string; price: string; banded: string }>(`
      select p.id, count(o.id) as n, min(o.adult_price) as cheapest, p.price, count(*) filter (where jsonb_array_length(o.child_bands) >= 2) as banded
      from packages p join package_options o on o.package_id = p.id group by p.id order by p.id`);
    const demo = counts.filter((c) => c.id !== ownOptions);
    expect(demo.length).toBeGreaterThan(50);
    for (const c of demo) {
      expect(Number(c.n)).toBeGreaterThanOrEqual(2);
      expect(Number(c.cheapest)).toBe(Number(c.price));
      expect(Number(c.banded)).toBe(Number(c.n));
    }
    expect(counts.find((c) => c.id === ownOptions)).toMatchObject({ n: '1', cheapest: '999.00' });
  });

  it("fits each demo package's travellers in its cheapest option's room, so its booking box opens on a party it takes (issue 42)", async () => {
    const misfits = await rows<{ id: number }>(`
      select p.id from packages p join lateral (select * from package_options o where o.package_id = p.id order by o.adult_price, o.position, o.id limit 1) o on true
      where p.id <> ${ownOptions} and (p.persons > o.max_adults or p.persons < o.min_persons)`);
    expect(misfits).toEqual([]);
    // A catalogue drawn before (two persons in a single room) is fitted by the repair step.
    const [single] = await rows<{ id: number }>(`select id from packages where room_type = 'Dhomë teke' limit 1`);
    await t.pool.query('update packages set persons = 3 where id = $1', [single.id]);
    await (t.orm.em.fork() as EntityManager).transactional((em) => fitDemoPersonsToRooms(em));
    expect((await rows<{ persons: number }>(`select persons from packages where id = ${single.id}`))[0].persons).toBe(1);
  });

  it('prices a demo family on the server: babies free, children by band', async () => {
    const [pkg] = await rows<{ id: number; price: string }>(`select id, price from packages where id <> ${ownOptions} order by id limit 1`);
    const quote = await gql(t.agent(), `{ bookingQuote(input: { packageId: ${pkg.id}, adults: 2, childAges: [1, 7] }) { total lines { kind amount } } }`);
    const price = Number(pkg.price);
    expect(quote.body.data.bookingQuote.total).toBe(2 * price + 0 + Math.round(price * 0.5));
  });
});
