import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { pdfText } from '../../test/pdf-text.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';

/**
 * The documents in the mail (issue 45): a real SMTP server on 127.0.0.1 (smtp-server) takes what the
 * app sends, and mailparser reads the attachments back; the PDFs are read as text.
 */
const received: ParsedMail[] = [];
let smtp: SMTPServer;
let t: TestApp;
beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true, disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => { received.push(mail); done(); }, done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as { port: number }).port;
  t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, JOBS_CONCURRENCY: '0' });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(resolve));
});

const sendAll = async (to: string) => {
  const { rows } = await t.pool.query<{ id: number }>(`select id from outbox where "to" = $1 and status = 'PENDING' order by id`, [to]);
  for (const { id } of rows) await t.mail!.deliverOne(id);
  return received.filter((m) => (m.to as { text: string }).text === to);
};

async function customerIn(language: 'sq' | 'en') {
  const u = await t.createUser(Role.USER);
  await t.pool.query('update users set language = $1 where id = $2', [language, u.id]);
  const agent = t.agent();
  await agent.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
  return { agent, email: `${u.username}@example.com` };
}

async function book(agent: ReturnType<TestApp['agent']>) {
  const dep = addDays(todayLocal(), 60);
  const pkg = await createPackage(t, { dataNisjes: dep, dataKthimit: addDays(dep, 7) });
  const res = await gql(agent, 'mutation($i: BookingInput!) { bookPackage(input: $i) { id reference } }',
    { i: { packageId: pkg.id, adults: 1, travellerNames: ['Ëndrra Çeku'] } });
  return res.body.data.bookPackage as { id: number; reference: string };
}

describe('the booking mails', () => {
  it('carry the contract and the pro-forma invoice in the customer\'s language, then a receipt per payment and the voucher with the last', async () => {
    const { agent, email } = await customerIn('en');
    const b = await book(agent);
    const [booked] = await sendAll(email);
    expect(booked!.text).toContain(b.reference);
    const files = booked!.attachments.map((a) => a.filename);
    expect(files).toEqual([expect.stringMatching(/^KON-\d{4}-\d{6}\.pdf$/), expect.stringMatching(/^PRO-\d{4}-\d{6}\.pdf$/)]);
    expect(booked!.attachments.every((a) => a.contentType === 'application/pdf')).toBe(true);
    const contract = await pdfText(booked!.attachments[0]!.content);
    expect(contract).toContain('Package travel contract');
    expect(contract).toContain(b.reference);
    expect(contract).toContain('Ëndrra Çeku');
    expect(await pdfText(booked!.attachments[1]!.content)).toContain('Pro-forma invoice');

    // The same numbers the customer downloads: a mail does not make a second copy.
    const docs = (await gql(agent, '{ myReservations { id documents { number } } }')).body.data.myReservations.find((r: { id: number }) => r.id === b.id).documents;
    expect(docs.map((d: { number: string }) => `${d.number}.pdf`).sort()).toEqual([...files].sort());

    const admin = await t.loginAs(Role.ADMIN);
    const pay = (amountCents: number) => gql(admin, 'mutation($i: PaymentInput!) { recordPayment(input: $i) { id } }',
      { i: { reservationId: b.id, amountCents, method: 'CASH', paidOn: todayLocal(), payer: 'Ëndrra Çeku' } });
    await pay(15_000);
    let mails = await sendAll(email);
    const first = mails.at(-1)!;
    expect(first.subject).toBe(`Payment received: ${b.reference}`);
    expect(first.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^DFT-\d{4}-\d{6}\.pdf$/)]);
    expect(await pdfText(first.attachments[0]!.content)).toContain('€150.00');

    await pay(35_000);
    mails = await sendAll(email);
    const last = mails.at(-1)!;
    expect(last.attachments.map((a) => a.filename)).toEqual([expect.stringMatching(/^DFT-/), expect.stringMatching(/^VAU-\d{4}-\d{6}\.pdf$/)]);
    expect(await pdfText(last.attachments[1]!.content)).toContain('Show this voucher to the hotel');
  });

  it('in Albanian for an Albanian customer', async () => {
    const { agent, email } = await customerIn('sq');
    const b = await book(agent);
    const [booked] = await sendAll(email);
    const text = await pdfText(booked!.attachments[0]!.content);
    expect(text).toContain('Kontrata e udhëtimit në paketë');
    expect(text).toContain(b.reference);
    expect(await pdfText(booked!.attachments[1]!.content)).toContain('Faturë proforma');
  });
});
