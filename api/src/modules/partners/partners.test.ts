import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { factsContext, refreshDocuments } from '../documents/documents.js';
import { Role } from '../users/role.js';

/** Issue 47: partner agencies book for their customers, see their own sales only, within their credit. */
const ENV = { JOBS_CONCURRENCY: '0' };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ENV);
});
afterAll(() => t.close());

type Agent = ReturnType<TestApp['agent']>;
const SALE = 'partnerSale { totalCents commissionCents netCents paidCents balanceCents }';
const BOOK = `mutation($i: BookingInput!) { bookPackage(input: $i) { id reference userName customerEmail customerPhone partnerAgencyId ${SALE} } }`;
const CUSTOMER = { customerName: 'Blerta Gashi', customerEmail: 'blerta@example.com', customerPhone: '+38344111222' };

async function partnerOf(agencyId?: number): Promise<{ agent: Agent; agencyId: number }> {
  const u = await t.createUser(Role.PARTNER, undefined, agencyId);
  const agent = t.agent();
  await agent.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
  return { agent, agencyId: u.agencyId! };
}
/** A package of 500 € a person on sale in 60 days: two adults are 1,000 € retail. */
async function packageOnSale() {
  const dep = addDays(todayLocal(), 60);
  return createPackage(t, { dataNisjes: dep, dataKthimit: addDays(dep, 7) });
}
const book = (agent: Agent, packageId: number, extra: Record<string, unknown> = CUSTOMER) =>
  gql(agent, BOOK, { i: { packageId, adults: 2, travellerNames: ['Blerta Gashi', 'Ilir Gashi'], ...extra } });
const codeOf = (res: { body: { errors?: { extensions?: { code?: string } }[] } }) => res.body.errors?.[0]?.extensions?.code;

describe('a partner books for its customer', () => {
  it('keeps the customer and the seller on the booking and shows the commission and what is owed', async () => {
    const pkg = await packageOnSale();
    const { agent: partner, agencyId } = await partnerOf();
    const res = await book(partner, pkg.id);
    expect(res.body.errors).toBeUndefined();
    const b = res.body.data.bookPackage;
    expect(b).toMatchObject({
      userName: 'Blerta Gashi', customerEmail: 'blerta@example.com', customerPhone: '+38344111222', partnerAgencyId: agencyId,
      partnerSale: { totalCents: 100_000, commissionCents: 10_000, netCents: 90_000, paidCents: 0, balanceCents: 90_000 },
    });
    // The same service path as any booking: the travellers' rows and the payment schedule are there.
    const rows = await t.pool.query('select (select count(*)::int from passengers where reservation_id = $1) as p, (select count(*)::int from payment_stages where reservation_id = $1) as s', [b.id]);
    expect(rows.rows[0].p).toBe(2);
    expect(rows.rows[0].s).toBeGreaterThan(0);

    const agency = (await gql(partner, '{ myPartnerAgency { id commissionPercent openBalanceCents availableCreditCents } }')).body.data.myPartnerAgency;
    expect(agency).toMatchObject({ id: agencyId, commissionPercent: 10, openBalanceCents: 90_000, availableCreditCents: 100_000_000 - 90_000 });

    // Staff record 300 € paid: the agency owes 600 € on it.
    const admin = await t.loginAs(Role.ADMIN);
    const pay = await gql(admin, 'mutation($i: PaymentInput!) { recordPayment(input: $i) { id } }',
      { i: { reservationId: b.id, amountCents: 30_000, method: 'CASH', paidOn: todayLocal(), payer: 'Agjencia', receiptNo: 'K-9' } });
    expect(pay.body.errors).toBeUndefined();
    const list = (await gql(partner, `{ agencyBookings { total items { id reference status ${SALE} } } }`)).body.data.agencyBookings;
    expect(list.total).toBe(1);
    expect(list.items[0]).toMatchObject({ id: b.id, partnerSale: { paidCents: 30_000, balanceCents: 60_000 } });

    // Staff see the seller and filter by it.
    const staff = await gql(admin, `query($id: Int!, $f: ReservationFilter) { reservation(id: $id) { partnerAgencyName }
      reservations(filter: $f) { total items { id } } }`, { id: b.id, f: { partnerAgencyId: agencyId } });
    expect(staff.body.data.reservation.partnerAgencyName).toMatch(/^Agjencia/);
    expect(staff.body.data.reservations).toEqual({ total: 1, items: [{ id: b.id }] });
  });

  it('asks a partner for its customer, and refuses a customer naming one (400 naming the field)', async () => {
    const pkg = await packageOnSale();
    const { agent: partner } = await partnerOf();
    const none = await book(partner, pkg.id, {});
    expect(codeOf(none)).toBe('BAD_USER_INPUT');
    expect(Object.keys(none.body.errors[0].extensions.fields)).toEqual(['customerName', 'customerPhone']);
    const customer = await t.loginAs(Role.USER);
    const refused = await book(customer, pkg.id);
    expect(refused.body.errors[0].extensions.fields.customerName).toMatch(/partnere/);
    expect(codeOf(await gql(partner, 'mutation($i: ReserveInput!) { reservePackage(input: $i) { id } }', { i: { packageId: pkg.id } }))).toBe('BAD_USER_INPUT');
  });
});

describe('a partner sees its own agency\'s bookings only', () => {
  it('another partner finds none of them: lists, travellers, documents are empty or 404; a colleague sees them', async () => {
    const pkg = await packageOnSale();
    const { agent: seller, agencyId } = await partnerOf();
    const { agent: colleague } = await partnerOf(agencyId);
    const { agent: other } = await partnerOf();
    const b = (await book(seller, pkg.id)).body.data.bookPackage;
    await (t.orm.em.fork() as EntityManager).transactional((tx) => refreshDocuments(tx as EntityManager, b.id, factsContext(loadConfig(ENV))));
    const docs = await gql(seller, 'query($id: Int!) { bookingDocuments(reservationId: $id) { documents { id kind urlSq } } }', { id: b.id });
    const contract = docs.body.data.bookingDocuments.documents.find((d: { kind: string }) => d.kind === 'CONTRACT');
    expect(contract).toBeTruthy();
    expect((await seller.get(contract.urlSq)).status).toBe(200);

    // The colleague of the same agency: its bookings page and the documents.
    expect((await gql(colleague, '{ agencyBookings { total items { id } } }')).body.data.agencyBookings.items).toEqual([{ id: b.id }]);
    expect((await colleague.get(contract.urlSq)).status).toBe(200);

    // Another agency: nothing.
    expect((await gql(other, '{ agencyBookings { total items { id } } }')).body.data.agencyBookings).toEqual({ total: 0, items: [] });
    expect((await gql(other, '{ myReservations { id } }')).body.data.myReservations).toEqual([]);
    expect(codeOf(await gql(other, 'query($id: Int!) { bookingDocuments(reservationId: $id) { reservationId } }', { id: b.id }))).toBe('NOT_FOUND');
    expect(codeOf(await gql(other, 'query($id: Int!) { bookingPassengers(reservationId: $id) { editable } }', { id: b.id }))).toBe('NOT_FOUND');
    expect((await other.get(contract.urlSq)).status).toBe(404);
    expect(codeOf(await gql(other, 'query($id: Int!) { reservation(id: $id) { id } }', { id: b.id }))).toBe('FORBIDDEN');
    // And a customer of the site neither.
    const customer = await t.loginAs(Role.USER);
    expect((await customer.get(contract.urlSq)).status).toBe(404);
  });
});

describe('the credit limit', () => {
  it('refuses a booking that would take the agency past its limit (409 naming creditLimit)', async () => {
    const agencyId = await t.createAgency({ creditLimitCents: 100_000 });
    const { agent: partner } = await partnerOf(agencyId);
    expect((await book(partner, (await packageOnSale()).id)).body.errors).toBeUndefined();
    const refused = await book(partner, (await packageOnSale()).id);
    expect(codeOf(refused)).toBe('CONFLICT');
    const ext = refused.body.errors[0].extensions;
    expect(ext.fields.creditLimit).toMatch(/limitin e kredisë/);
    expect(ext.rules.creditLimit).toEqual({ code: 'CREDIT_LIMIT', params: { limit: 1000, open: 900, net: 900 } });
  });

  it('lets one of two racing bookings through when only one fits', async () => {
    const agencyId = await t.createAgency({ creditLimitCents: 150_000 });
    const partners = await Promise.all([partnerOf(agencyId), partnerOf(agencyId), partnerOf(agencyId), partnerOf(agencyId)]);
    const packages = await Promise.all(partners.map(() => packageOnSale()));
    const results = await Promise.all(partners.map((p, i) => book(p.agent, packages[i]!.id)));
    expect(results.filter((r) => r.body.data?.bookPackage)).toHaveLength(1);
    expect(results.filter((r) => codeOf(r) === 'CONFLICT')).toHaveLength(3);
    const owed = await t.pool.query(`select sum(total_cents - commission_cents)::int as n from reservations where partner_agency_id = $1`, [agencyId]);
    expect(owed.rows[0].n).toBe(90_000);
  });
});

describe('the owner keeps the agencies', () => {
  it('creates an agency and its person, who signs in; deactivated, the person is out at once', async () => {
    const owner = t.agent();
    await owner.post('/api/login').send({ username: 'owner', password: 'Owner-Bani-2026!' }).expect(200);
    const created = await gql(owner, 'mutation($i: PartnerAgencyInput!) { createPartnerAgency(input: $i) { id name active } }',
      { i: { name: 'Agjencia Test Gjilan', contactName: 'Arben', email: 'gjilan@example.com', phone: '+38344000111', commissionPercent: 12.5, creditLimitCents: 500_000 } });
    const agency = created.body.data.createPartnerAgency;
    expect(agency).toMatchObject({ name: 'Agjencia Test Gjilan', active: true });
    const dup = await gql(owner, 'mutation($i: PartnerAgencyInput!) { createPartnerAgency(input: $i) { id } }',
      { i: { name: 'agjencia test gjilan', commissionPercent: 5, creditLimitCents: 0 } });
    expect(dup.body.errors[0].extensions.fields).toHaveProperty('name');
    const bad = await gql(owner, 'mutation($i: PartnerAgencyInput!) { createPartnerAgency(input: $i) { id } }', { i: { name: 'X', commissionPercent: 120, creditLimitCents: -1 } });
    expect(Object.keys(bad.body.errors[0].extensions.fields).sort()).toEqual(['commissionPercent', 'creditLimitCents']);

    const user = await gql(owner, 'mutation($i: PartnerUserInput!) { createPartnerUser(input: $i) { id role partnerAgencyId } }',
      { i: { agencyId: agency.id, firstName: 'Vesa', lastName: 'Krasniqi', number: '+38344555666', email: 'vesa@example.com', username: 'vesa_gjilan', password: 'Gjilan-2026!' } });
    expect(user.body.data.createPartnerUser).toMatchObject({ role: 'PARTNER', partnerAgencyId: agency.id });
    const log = await t.pool.query(`select count(*)::int as n from logs where entity = 'Agjenci partnere' and entity_id = $1`, [agency.id]);
    expect(log.rows[0].n).toBe(1);

    const partner = t.agent();
    await partner.post('/api/login').send({ username: 'vesa_gjilan', password: 'Gjilan-2026!' }).expect(200);
    expect((await gql(partner, '{ myPartnerAgency { name } }')).body.data.myPartnerAgency.name).toBe('Agjencia Test Gjilan');

    const off = await gql(owner, 'mutation($i: PartnerAgencyActiveInput!) { setPartnerAgencyActive(input: $i) { active } }', { i: { id: agency.id, active: false } });
    expect(off.body.data.setPartnerAgencyActive.active).toBe(false);
    expect(codeOf(await gql(partner, '{ myPartnerAgency { name } }'))).toBe('UNAUTHENTICATED');
    const again = await t.agent().post('/api/login').send({ username: 'vesa_gjilan', password: 'Gjilan-2026!' });
    expect(again.status).toBe(401);

    // The staff user screen makes no partner: that is the agency page's.
    const viaUsers = await gql(owner, 'mutation($i: RegisterInput!) { createUser(input: $i, role: PARTNER) { id } }',
      { i: { firstName: 'Test', lastName: 'Test', number: '+38344000222', email: 'p2@example.com', username: 'p2_user', password: 'Partner-Pass-2026' } });
    expect(viaUsers.body.errors[0].extensions.fields).toHaveProperty('role');
  });
});
