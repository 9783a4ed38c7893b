import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '../../modules/users/role.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { seedDemoAccounts } from './accounts.seed.js';
import { seedCatalogue } from './catalogue.seed.js';
import { RESERVED_COUNTRY_IDS } from './inbox.data.js';
import { seedInbox } from './inbox.seed.js';

let t: TestApp;
let admin: ReturnType<TestApp['agent']>;
beforeAll(async () => {
  t = await createTestApp();
  for (const step of [(em: EntityManager) => seedDemoAccounts(em, { isProduction: false }, () => {}), seedCatalogue, seedInbox]) {
    await (t.orm.em.fork() as EntityManager).transactional((em) => step(em));
  }
  admin = await t.loginAs(Role.ADMIN);
});
afterAll(() => t.close());

const RESERVATIONS = `{ reservations { total items { id status userName title packageId payment { paidCents stages { kind amountCents state } } payments { kind method amountCents } } } }`;

describe('demo inbox', () => {
  it('gives the demo customer one confirmed and two pending city-break reservations, newest first', async () => {
    const { reservations } = (await gql(admin, RESERVATIONS)).body.data;
    expect(reservations.total).toBe(3);
    expect(reservations.items.map((r: { status: string }) => r.status)).toEqual(['OPTION', 'OPTION', 'CONFIRMED']);
    // The confirmed one has its deposit in the ledger (issue 44); the options owe theirs.
    const [confirmed] = reservations.items.slice(-1);
    expect(confirmed.payments).toEqual([{ kind: 'PAYMENT', method: 'CASH', amountCents: confirmed.payment.stages[0].amountCents }]);
    expect(confirmed.payment.stages[0].state).toBe('PAID');
    for (const r of reservations.items.slice(0, 2)) expect(r.payment.paidCents).toBe(0);
    for (const r of reservations.items) {
      expect(r.userName).toBe('Dren Berisha');
      const pkg = (await gql(t.agent(), 'query($id: Int!) { package(id: $id) { title country { id } } }', { id: r.packageId })).body.data.package;
      expect(pkg.title).toBe(r.title);
      expect(RESERVED_COUNTRY_IDS).toContain(pkg.country.id);
    }
    // The demo customer sees them as their own, and the site marks those packages reserved.
    const demo = t.agent();
    await demo.post('/api/login').send({ username: 'demo', password: 'Demo123!' }).expect(200);
    const mine = (await gql(demo, '{ myReservations { id } }')).body.data.myReservations;
    expect(mine.map((r: { id: number }) => r.id).sort()).toEqual(reservations.items.map((r: { id: number }) => r.id).sort());
  });

  it('leaves work for the staff: a pending reservation confirms, an open message is marked handled', async () => {
    const pending = (await gql(admin, RESERVATIONS)).body.data.reservations.items[0];
    const confirmed = await gql(admin, `mutation($id: Int!) { setReservationStatus(id: $id, status: CONFIRMED) { status } }`, { id: pending.id });
    expect(confirmed.body.data.setReservationStatus.status).toBe('CONFIRMED');
    const open = (await gql(admin, '{ contactMessages(handled: false) { total items { id } } }')).body.data.contactMessages;
    expect(open.total).toBe(2);
    const handled = await gql(admin, `mutation($id: Int!) { setMessageHandled(id: $id, handled: true) { handled } }`, { id: open.items[0].id });
    expect(handled.body.data.setMessageHandled.handled).toBe(true);
    expect((await gql(admin, '{ contactMessages(handled: true) { total } }')).body.data.contactMessages.total).toBe(2);
  });

  it('lists four subscribers, exports the three still subscribed, and queued no mail for any of it', async () => {
    expect((await gql(admin, '{ subscribers { total } }')).body.data.subscribers.total).toBe(4);
    const csv = (await gql(admin, '{ subscribersCsv }')).body.data.subscribersCsv as string;
    expect(csv.trim().split('\r\n')).toHaveLength(1 + 3);
    expect(csv).not.toContain('arben.shala@example.com');
    const mails: { to: string }[] = await t.orm.em.fork().execute(`select "to" from outbox`);
    // Only the mails of the staff actions in this test: the status change to the demo customer.
    expect(mails.map((m) => m.to)).toEqual(['demo@bani-travel.com']);
  });
});
