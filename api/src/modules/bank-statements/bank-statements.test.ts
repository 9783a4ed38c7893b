import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));
type Agent = ReturnType<TestApp['agent']>;

let t: TestApp;
let admin: Agent;
/** reference → reservation id: the bookings the fixtures' payers quote. */
const booking: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.loginAs(Role.ADMIN);
  // Far enough ahead that a deposit is due first (30 %), the balance later.
  const pkg = await createPackage(t, { dataNisjes: '2099-06-01', dataKthimit: '2099-06-08' });
  for (const n of [123, 124, 125, 126, 127, 128]) {
    // One customer each: a customer booking the same departure again gets the booking they have.
    const agent = await t.loginAs(Role.USER);
    const r = (await gql(agent, 'mutation($i: ReserveInput!) { reservePackage(input: $i) { id } }', { i: { packageId: pkg.id } })).body.data.reservePackage;
    const reference = `BT-2026-000${n}`;
    // The fixtures were written for these references; the sequence gave others.
    await t.pool.query('update reservations set reference = $1 where id = $2', [reference, r.id]);
    booking[reference] = r.id;
  }
});
afterAll(() => t.close());

const upload = (bytes: Buffer, name: string, format?: string) => {
  const req = admin.post('/bank-statements');
  if (format) void req.field('format', format);
  return req.attach('file', bytes, name);
};
const LINES = `query($f: BankLineFilter) { bankStatementLines(filter: $f, page: { pageSize: 100 }) { total items {
  id statementId seq bookedOn direction amountCents currency payer paymentText bankRef reference state resolvedByName reservation { id reference } } } }`;
const lines = async (f: Record<string, unknown> = {}) => (await gql(admin, LINES, { f })).body.data.bankStatementLines.items as {
  id: number; statementId: number; direction: string; amountCents: number; payer: string; paymentText: string; reference: string | null; state: string; resolvedByName: string | null; reservation: { id: number } | null;
}[];
const MONEY = `query($id: Int!) { reservation(id: $id) { status payment { totalCents paidCents outstandingCents refundOwedCents }
  payments { amountCents method paidOn payer statementLineId createdByName } } }`;
const money = async (reference: string) => (await gql(admin, MONEY, { id: booking[reference] })).body.data.reservation as {
  status: string; payment: { totalCents: number; paidCents: number; outstandingCents: number; refundOwedCents: number };
  payments: { amountCents: number; method: string; paidOn: string; payer: string; statementLineId: number | null; createdByName: string }[];
};
const paid = async (reference: string) => (await money(reference)).payments.map((p) => p.amountCents);
const lineCount = async () => Number((await t.pool.query('select count(*) from bank_statement_lines')).rows[0].count);

describe('bank statements (issue 44, item 3)', () => {
  it('camt.053: books credits by the reference in the text; keeps debits; leaves the unknown for staff', async () => {
    const res = await upload(fixture('camt053-procredit.xml'), 'camt053-procredit.xml').expect(201);
    expect(res.body).toEqual({ id: expect.any(Number), lines: 4, credits: 3, matched: 2, unmatched: 1, alreadyBooked: 0 });
    const mine = await lines({ statementId: res.body.id });
    // Unmatched first.
    expect(mine.map((l) => [l.state, l.amountCents, l.reference, l.reservation?.id ?? null])).toEqual([
      ['UNMATCHED', 8000, null, null],
      ['MATCHED', 30000, 'BT-2026-000123', booking['BT-2026-000123']],
      ['DEBIT', 4550, null, null],
      ['MATCHED', 125000, 'BT-2026-000124', booking['BT-2026-000124']],
    ]);

    // A part payment: booked for what came, the rest still due; it reached the deposit, so the option is confirmed.
    const part = await money('BT-2026-000123');
    expect(part.payments).toEqual([{
      amountCents: 30000, method: 'BANK_TRANSFER', paidOn: '2026-11-03', payer: 'ARBEN KRASNIQI', statementLineId: mine[1]!.id, createdByName: 'sistemi',
    }]);
    expect(part.payment).toEqual({ totalCents: 100000, paidCents: 30000, outstandingCents: 70000, refundOwedCents: 0 });
    expect(part.status).toBe('CONFIRMED');
    // An over-payment: booked whole; nothing is due and the surplus shows as owed back.
    const over = await money('BT-2026-000124');
    expect(over.payment).toEqual({ totalCents: 100000, paidCents: 125000, outstandingCents: 0, refundOwedCents: 25000 });
  });

  it('CSV per bank: a reference written three ways; the same file again books nothing', async () => {
    const pro = await upload(fixture('procredit.csv'), 'procredit.csv', 'procredit').expect(201);
    expect(pro.body).toMatchObject({ lines: 3, credits: 2, matched: 1, unmatched: 1, alreadyBooked: 0 });
    const teb = await upload(fixture('teb.csv'), 'teb.csv', 'teb').expect(201);
    expect(teb.body).toMatchObject({ lines: 3, credits: 2, matched: 2, unmatched: 0, alreadyBooked: 0 });
    const rai = await upload(fixture('raiffeisen.csv'), 'raiffeisen.csv', 'raiffeisen').expect(201);
    expect(rai.body).toMatchObject({ lines: 3, credits: 2, matched: 2, unmatched: 0, alreadyBooked: 0 });
    const unknown = (await lines({ statementId: pro.body.id })).find((l) => l.state === 'UNMATCHED');
    // BT 2026 000999 reads as a reference, but of no booking we have.
    expect(unknown).toMatchObject({ reference: 'BT-2026-000999', payer: 'Mimoza Rexhepi', amountCents: 120000 });

    // The three ways of writing a reference (Bt-2026-000125, BT-2026-000126, bt2026000127) all booked;
    // twin lines (two transfers alike, with or without the bank's reference) are two payments.
    expect(await paid('BT-2026-000125')).toEqual([25000]);
    expect(await paid('BT-2026-000126')).toEqual([35000, 35000]);
    expect(await paid('BT-2026-000127')).toEqual([15000, 15000]);

    const before = await lineCount();
    for (const [file, format] of [['teb.csv', 'teb'], ['raiffeisen.csv', 'raiffeisen'], ['procredit.csv', 'procredit']] as const) {
      const again = await upload(fixture(file), `copy-${file}`, format).expect(201);
      expect(again.body).toMatchObject({ lines: 3, credits: 2, matched: 0, unmatched: 0, alreadyBooked: 2 });
    }
    const camt = await upload(fixture('camt053-procredit.xml'), 'again.xml').expect(201);
    expect(camt.body).toMatchObject({ matched: 0, unmatched: 0, alreadyBooked: 3 });
    expect(await lineCount()).toBe(before);
    expect(await paid('BT-2026-000123')).toEqual([30000]);
    expect(await paid('BT-2026-000126')).toEqual([35000, 35000]);
    expect(await paid('BT-2026-000127')).toEqual([15000, 15000]);
  });

  it('two uploads of the same file at the same moment store and book each line once', async () => {
    // The TEB file of another month: new lines (its lines have no bank reference, so they are known by their hash).
    const bytes = Buffer.from(fixture('teb.csv').toString('utf8').replaceAll('.11.2026', '.10.2026'));
    const [a, b] = await Promise.all([upload(bytes, 'a.csv', 'teb'), upload(bytes, 'b.csv', 'teb')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const bodies = [a.body, b.body].sort((x, y) => x.matched - y.matched);
    expect(bodies.map((x) => [x.matched, x.alreadyBooked])).toEqual([[0, 2], [2, 0]]);
    const { rows } = await t.pool.query(`select count(*)::int as n from bank_statement_lines where booked_on = '2026-10-01'`);
    expect(rows[0].n).toBe(2);
    expect(await paid('BT-2026-000127')).toEqual([15000, 15000, 15000, 15000]);
    const booked = await t.pool.query(`select count(*)::int as n, count(distinct statement_line_id)::int as lines from payments where statement_line_id is not null`);
    expect(booked.rows[0].n).toBe(booked.rows[0].lines);
  });

  it('staff assign an unmatched line by its reference, or mark it as not ours; both logged; once only', async () => {
    const waiting = await lines({ state: 'UNMATCHED' });
    const stamboll = waiting.find((l) => l.payer === 'Driton Berisha')!;
    const mimoza = waiting.find((l) => l.payer === 'Mimoza Rexhepi')!;
    const ASSIGN = 'mutation($id: Int!, $r: String!) { assignBankLine(id: $id, input: { reference: $r }) { state reference resolvedByName reservation { id } } }';

    const bad = await gql(admin, ASSIGN, { id: stamboll.id, r: 'rezervimi im' });
    expect(bad.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { reference: expect.any(String) } });
    const none = await gql(admin, ASSIGN, { id: stamboll.id, r: 'BT-2026-000999' });
    expect(none.body.errors[0].extensions.fields.reference).toContain('BT-2026-000999');

    const done = await gql(admin, ASSIGN, { id: stamboll.id, r: 'bt 2026 000128' });
    expect(done.body.data.assignBankLine).toEqual({ state: 'ASSIGNED', reference: 'BT-2026-000128', resolvedByName: 'Test User', reservation: { id: booking['BT-2026-000128'] } });
    expect((await money('BT-2026-000128')).payments).toEqual([expect.objectContaining({ amountCents: 8000, method: 'BANK_TRANSFER', payer: 'Driton Berisha', statementLineId: stamboll.id, createdByName: expect.stringMatching(/^u\d/) })]);
    const twice = await gql(admin, ASSIGN, { id: stamboll.id, r: 'BT-2026-000128' });
    expect(twice.body.errors[0].extensions.code).toBe('CONFLICT');

    const ignored = await gql(admin, 'mutation($id: Int!) { ignoreBankLine(id: $id, input: { note: "Kthim nga hoteli" }) { state } }', { id: mimoza.id });
    expect(ignored.body.data.ignoreBankLine).toEqual({ state: 'IGNORED' });
    expect(await lines({ state: 'UNMATCHED' })).toEqual([]);
    expect(await paid('BT-2026-000128')).toEqual([8000]);

    const log = await gql(admin, '{ logs(filter: { kind: BANK_STATEMENT }, page: { pageSize: 50 }) { items { action detail { changes { field from to } } } } }');
    const edits = log.body.data.logs.items.filter((e: { action: string }) => e.action === 'EDIT').map((e: { detail: { changes: unknown[] } }) => e.detail.changes);
    expect(edits).toEqual(expect.arrayContaining([
      [{ field: 'state', from: 'UNMATCHED', to: 'ASSIGNED' }, { field: 'reference', from: null, to: 'BT-2026-000128' }],
      [{ field: 'state', from: 'UNMATCHED', to: 'IGNORED' }, { field: 'note', from: null, to: 'Kthim nga hoteli' }],
    ]));
  });

  it('refuses customers and anonymous callers; a bad file is a 400 naming the field', async () => {
    const customer = await t.loginAs(Role.USER);
    await customer.post('/bank-statements').attach('file', fixture('teb.csv'), 'teb.csv').expect(403);
    await t.agent().post('/bank-statements').attach('file', fixture('teb.csv'), 'teb.csv').expect(401);
    expect((await gql(customer, '{ bankStatementLines { total } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');

    expect((await admin.post('/bank-statements').field('format', 'teb').expect(400)).body.fields).toHaveProperty('file');
    expect((await upload(fixture('teb.csv'), 'teb.csv').expect(400)).body.fields).toHaveProperty('format');
    expect((await upload(fixture('teb.csv'), 'teb.csv', 'nope').expect(400)).body.fields).toHaveProperty('format');
    expect((await upload(fixture('teb.csv'), 'teb.csv', 'procredit').expect(400)).body.fields.file).toContain('Data e regjistrimit');
    expect((await upload(Buffer.from('<Document><BkToCstmrStmt><Stmt>'), 'x.xml').expect(400)).body.fields).toHaveProperty('file');
    expect((await upload(Buffer.from([0xff, 0xfe, 0x00, 0x01, 0x02]), 'x.bin', 'teb').expect(400)).body.fields).toHaveProperty('file');
  });
});
