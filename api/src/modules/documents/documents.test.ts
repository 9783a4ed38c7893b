import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { jobTasks } from '../../jobs/registry.js';
import type { JobContext } from '../../jobs/task.js';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';
import { DocumentKind } from './document.entity.js';
import { DOCUMENTS_REFRESH } from './document.tasks.js';
import { factsContext, refreshDocuments } from './documents.js';
import { nextNumber } from './numbering.js';

/** A booking's documents (issue 45): made by the job, read back as text, numbered without gaps, shown to nobody else. */
const ENV = { JOBS_CONCURRENCY: '0', AGENCY_LICENCE: 'LT-0042/2026' };
const config = loadConfig(ENV);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(ENV);
});
afterAll(() => t.close());

type Agent = ReturnType<TestApp['agent']>;
interface Doc { id: number; kind: DocumentKind; number: string; version: number; paymentId: number | null; urlSq: string; urlEn: string }
const DOCS = 'query($id: Int!) { reservation(id: $id) { documents { id kind number version paymentId urlSq urlEn } } }';
const MINE = '{ myReservations { id documents { id kind number version paymentId urlSq urlEn } } }';
const PAY = 'mutation($i: PaymentInput!) { recordPayment(input: $i) { id status } }';

const em = () => t.orm.em.fork() as EntityManager;
/** Runs the queued job of a booking's documents, as the queue would. */
async function runJob(reservationId: number) {
  const { rows } = await t.pool.query(`select count(*)::int as c from graphile_worker.jobs where task_identifier = 'documents-refresh' and key = $1`, [`documents:${reservationId}`]);
  expect(rows[0].c).toBe(1);
  const handler = jobTasks({ bookings: config, payments: config, documents: factsContext(config) }).find((x) => x.name === DOCUMENTS_REFRESH.name)!;
  await handler.handler({ reservationId } as never, { em: em() } as JobContext);
  await t.pool.query(`select graphile_worker.remove_job($1)`, [`documents:${reservationId}`]);
}
const refresh = (id: number) => em().transactional((tx) => refreshDocuments(tx as EntityManager, id, factsContext(config)));

async function download(agent: Agent, url: string) {
  return agent.get(url).buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}
const textOf = async (agent: Agent, url: string) => {
  const res = await download(agent, url);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/application\/pdf/);
  return pdfText(res.body as Buffer);
};

async function book(customer: Agent, opts: { days?: number; names?: string[]; childAges?: number[] } = {}) {
  const dep = addDays(todayLocal(), opts.days ?? 60);
  const pkg = await createPackage(t, { dataNisjes: dep, dataKthimit: addDays(dep, 7), titulli: 'Antalya Çamyuva Resort' });
  const names = opts.names ?? ['Arta Berisha', 'Dritëro Çeku'];
  const res = await gql(customer, 'mutation($i: BookingInput!) { bookPackage(input: $i) { id reference } }',
    { i: { packageId: pkg.id, adults: names.length - (opts.childAges?.length ?? 0), childAges: opts.childAges ?? [], travellerNames: names } });
  expect(res.body.errors).toBeUndefined();
  return { ...(res.body.data.bookPackage as { id: number; reference: string }), departure: dep };
}
const docsOf = async (agent: Agent, id: number): Promise<Doc[]> => (await gql(agent, DOCS, { id })).body.data.reservation.documents;
const pay = (admin: Agent, reservationId: number, amountCents: number) =>
  gql(admin, PAY, { i: { reservationId, amountCents, method: 'BANK_TRANSFER', paidOn: todayLocal(), payer: 'Arta Berisha' } });

describe('a booking\'s documents', () => {
  it('are the contract with the information form and the pro-forma invoice, in Albanian and in English, made by the job', async () => {
    const customer = await t.loginAs(Role.USER);
    const b = await book(customer);
    await runJob(b.id);
    const mine = (await gql(customer, MINE)).body.data.myReservations.find((r: { id: number }) => r.id === b.id);
    const year = todayLocal().slice(0, 4);
    expect(mine.documents.map((d: Doc) => [d.kind, d.version])).toEqual([['CONTRACT', 1], ['INVOICE', 1]]);
    const [contract, invoice] = mine.documents as Doc[];
    expect(contract!.number).toMatch(new RegExp(`^KON-${year}-\\d{6}$`));
    expect(invoice!.number).toMatch(new RegExp(`^PRO-${year}-\\d{6}$`));

    const sq = await textOf(customer, contract!.urlSq);
    for (const fact of ['Kontrata e udhëtimit në paketë', contract!.number, b.reference, 'Antalya Çamyuva Resort', 'Formulari standard i informacionit',
      'Bani Travel SH.P.K.', 'Licenca: LT-0042/2026', '7 netë', 'Arta Berisha', 'Dritëro Çeku', 'Totali (përfshirë taksat dhe tarifat)', '€1000.00',
      'Kushtet e përgjithshme (versioni 1)', 'Pasaportat dhe vizat', 'Ligjit për Turizmin 08/L-074']) expect(sq).toContain(fact);
    const en = await textOf(customer, contract!.urlEn);
    for (const fact of ['Package travel contract', contract!.number, b.reference, 'Standard information form for package travel', 'Licence: LT-0042/2026',
      '7 nights', 'Dritëro Çeku', 'Total (taxes and fees included)', 'General terms (version 1)', 'Passports and visas']) expect(en).toContain(fact);
    expect(en).not.toContain('Kushtet e përgjithshme');

    const inv = await textOf(customer, invoice!.urlSq);
    for (const fact of ['Faturë proforma', invoice!.number, b.reference, 'Plani i pagesave', 'Kapari', '€300.00', '€700.00', 'XK05 1212 0123 4567 8906', 'EKOKXKPR']) expect(inv).toContain(fact);
    expect(await textOf(customer, invoice!.urlEn)).toContain('Pro-forma invoice');
  });

  it('get a receipt per payment, the voucher once paid in full, and a new version when the booking changes, the old one kept', async () => {
    const customer = await t.loginAs(Role.USER);
    const admin = await t.loginAs(Role.ADMIN);
    const b = await book(customer);
    await refresh(b.id);
    const before = await docsOf(admin, b.id);
    const firstContract = (await download(admin, before.find((d) => d.kind === 'CONTRACT')!.urlSq)).body as Buffer;

    await pay(admin, b.id, 30_000);
    await runJob(b.id);
    let docs = await docsOf(admin, b.id);
    expect(docs.map((d) => [d.kind, d.version])).toEqual([['CONTRACT', 1], ['INVOICE', 2], ['INVOICE', 1], ['RECEIPT', 1]]);
    const receipt = docs.find((d) => d.kind === 'RECEIPT')!;
    expect(receipt.number).toMatch(/^DFT-\d{4}-\d{6}$/);
    const r = await textOf(customer, receipt.urlSq);
    for (const fact of ['Dëftesë pagese', 'Pranuam nga', 'Arta Berisha', '€300.00', 'Transfer bankar', b.reference, '€700.00']) expect(r).toContain(fact);
    expect(await textOf(customer, receipt.urlEn)).toContain('Payment receipt');
    expect(await textOf(customer, docs.find((d) => d.kind === 'INVOICE' && d.version === 2)!.urlSq)).toContain('Paguar deri më tani €300.00');

    await pay(admin, b.id, 70_000);
    await runJob(b.id);
    docs = await docsOf(admin, b.id);
    const voucher = docs.find((d) => d.kind === 'VOUCHER')!;
    const v = await textOf(customer, voucher.urlSq);
    for (const fact of ['Vauçer', 'paguar plotësisht', b.reference, 'Antalya Çamyuva Resort', 'Arta Berisha', 'Dritëro Çeku', 'Transferi']) expect(v).toContain(fact);
    expect(await textOf(customer, voucher.urlEn)).toContain('Show this voucher to the hotel');

    // A traveller's name corrected: a new contract and voucher; the first contract is still there, byte for byte.
    const passengers = (await gql(customer, 'query($id: Int!) { bookingPassengers(reservationId: $id) { passengers { id } } }', { id: b.id })).body.data.bookingPassengers.passengers;
    const save = await gql(customer, 'mutation($id: Int!, $p: [PassengerInput!]!) { updatePassengers(reservationId: $id, passengers: $p) { missing } }',
      { id: b.id, p: [{ id: passengers[0].id, surname: 'Berisha', givenNames: 'Artë', sex: 'F' }] });
    expect(save.body.errors).toBeUndefined();
    await runJob(b.id);
    docs = await docsOf(admin, b.id);
    expect(docs.filter((d) => d.kind === 'CONTRACT').map((d) => d.version)).toEqual([2, 1]);
    expect(docs.filter((d) => d.kind === 'VOUCHER').map((d) => d.version)).toEqual([2, 1]);
    expect(await textOf(customer, docs.find((d) => d.kind === 'CONTRACT' && d.version === 2)!.urlSq)).toContain('Artë Berisha');
    expect(((await download(admin, docs.find((d) => d.kind === 'CONTRACT' && d.version === 1)!.urlSq)).body as Buffer).equals(firstContract)).toBe(true);
    // Nothing changed since: the job makes nothing.
    expect(await refresh(b.id)).toEqual([]);
    // And a made document is never changed.
    await expect(t.pool.query('update documents set number = number where id = $1', [voucher.id])).rejects.toThrow(/never changed/);
  });

  it('are shown and sent to the booking\'s customer and staff only: another customer gets a 404, a visitor a 401', async () => {
    const customer = await t.loginAs(Role.USER);
    const b = await book(customer);
    await refresh(b.id);
    const [doc] = await docsOf(await t.loginAs(Role.ADMIN), b.id);
    const other = await t.loginAs(Role.USER);
    expect((await download(other, doc!.urlSq)).status).toBe(404);
    expect((await download(other, doc!.urlEn)).status).toBe(404);
    expect((await download(t.agent(), doc!.urlSq)).status).toBe(401);
    expect((await download(other, '/api/documents/999999999')).status).toBe(404);
    expect((await download(other, '/api/documents/abc')).status).toBe(404);
    expect((await download(await t.loginAs(Role.OWNER), doc!.urlSq)).status).toBe(200);
    const theirs = (await gql(other, MINE)).body.data.myReservations as { documents: Doc[] }[];
    expect(theirs.flatMap((r) => r.documents).some((d) => d.id === doc!.id)).toBe(false);
  });
});

describe('numbering', () => {
  it('hands out each kind\'s numbers in a year without a gap or a duplicate, however many are made at once', async () => {
    const customer = await t.loginAs(Role.USER);
    const bookings = [];
    for (let i = 0; i < 8; i++) bookings.push(await book(customer, { names: [`Arta Berisha${'ABCDEFGH'[i]}`] }));
    // A number taken by a transaction that rolls back is handed out again.
    await expect(em().transactional(async (tx) => {
      await nextNumber(tx as EntityManager, DocumentKind.CONTRACT, 2099);
      throw new Error('rolled back');
    })).rejects.toThrow('rolled back');
    await Promise.all(bookings.map((b) => refresh(b.id)));
    for (const kind of ['CONTRACT', 'INVOICE']) {
      const { rows } = await t.pool.query<{ seq: number; number: string }>('select seq, number from documents where kind = $1 and year = $2 order by seq', [kind, Number(todayLocal().slice(0, 4))]);
      expect(rows.map((r) => r.seq)).toEqual(rows.map((_, i) => i + 1));
      expect(new Set(rows.map((r) => r.number)).size).toBe(rows.length);
    }
    const made = await em().transactional((tx) => nextNumber(tx as EntityManager, DocumentKind.CONTRACT, 2099));
    expect(made).toEqual({ year: 2099, seq: 1, number: 'KON-2099-000001' });
  });
});

describe('the contract terms', () => {
  it('are published by the owner as a new version; a booking keeps the version it was made under', async () => {
    const customer = await t.loginAs(Role.USER);
    const early = await book(customer);
    const marker = 'Kushtet e reja të sezonit, me ç dhe ë.';
    const input = { bodySq: `# 1. Rezervimi\n${marker} ${'Tekst i kushteve. '.repeat(15)}`, bodyEn: `# 1. Booking\nThe new season's terms. ${'Terms text. '.repeat(20)}` };
    const publish = 'mutation($i: ContractTermsInput!) { publishContractTerms(input: $i) { version createdByName } }';
    const refused = await gql(await t.loginAs(Role.ADMIN), publish, { i: input });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const short = await gql(await t.loginAs(Role.OWNER), publish, { i: { ...input, bodyEn: 'Too short' } });
    expect(short.body.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(short.body.errors[0].extensions)).toContain('bodyEn');
    const published = (await gql(await t.loginAs(Role.OWNER), publish, { i: input })).body.data.publishContractTerms;
    expect(published.version).toBeGreaterThan(1);

    const late = await book(customer);
    await refresh(early.id);
    await refresh(late.id);
    const admin = await t.loginAs(Role.ADMIN);
    const contractOf = async (id: number) => textOf(customer, (await docsOf(admin, id)).find((d) => d.kind === 'CONTRACT')!.urlSq);
    const earlyText = await contractOf(early.id);
    expect(earlyText).toContain('Kushtet e përgjithshme (versioni 1)');
    expect(earlyText).not.toContain(marker);
    const lateText = await contractOf(late.id);
    expect(lateText).toContain(`Kushtet e përgjithshme (versioni ${published.version})`);
    expect(lateText).toContain(marker);
    const log = await t.pool.query(`select count(*)::int as c from logs where entity = 'Kushtet e kontratës'`);
    expect(log.rows[0].c).toBe(1);
  });
});
