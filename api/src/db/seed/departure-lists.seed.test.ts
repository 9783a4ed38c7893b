import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../modules/users/role.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { seedDemoAccounts } from './accounts.seed.js';
import { seedCatalogue } from './catalogue.seed.js';
import { seedDepartureLists } from './departure-lists.seed.js';
import { seedFlights } from './flights.seed.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  for (const step of [(em: EntityManager) => seedDemoAccounts(em, { isProduction: false }, () => {}), seedCatalogue, seedFlights, seedDepartureLists]) {
    await (t.orm.em.fork() as EntityManager).transactional((em) => step(em));
  }
});
afterAll(() => t.close());

describe('demo departure lists', () => {
  it('books travellers on the first charter: its passenger list has an infant and missing passports, its hotels a rooming list', async () => {
    const admin = await t.loginAs(Role.ADMIN);
    const [{ id }] = (await t.pool.query('select id from flights order by id limit 1')).rows;
    const m = (await gql(admin, 'query($id: Int!) { flightManifest(flightId: $id) { missing infants passengers { status passportNumber } } }', { id })).body.data.flightManifest;
    expect(m.passengers.length).toBe(5);
    expect(m.infants).toBe(1);
    expect(m.missing).toBe(2);
    expect(new Set(m.passengers.map((p: { status: string }) => p.status))).toEqual(new Set(['CONFIRMED', 'OPTION']));
    const choices = (await gql(admin, '{ roomingChoices { hotel arrival rooms } }')).body.data.roomingChoices;
    expect(choices.length).toBe(2);
    // Seats taken on the flight as the seat count has them: the infant flies on a lap.
    const [{ taken }] = (await t.pool.query('select coalesce(sum(r.seats), 0)::int as taken from reservations r join packages p on p.id = r.package_id where p.flight_id = $1', [id])).rows;
    expect(taken).toBe(4);
  });
});
