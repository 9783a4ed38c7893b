import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayLocal } from '../../shared/local-date.js';
import { createPackage } from '../../test/fixtures.js';
import { createTestApp, gql, type TestApp } from '../../test/test-app.js';
import { Role } from '../users/role.js';
import { isPrivateAddress, parseWebhookUrl, resolveWebhookHost } from './webhook-url.js';

/**
 * Webhooks end to end (issue 47, ADR 0043): a real PostgreSQL, the app's job queue, and a receiver the
 * test runs on 127.0.0.1. Deliveries are signed, retried on a 500, never sent for an event the endpoint
 * did not choose, replayed with a new signature; private URLs and customers are refused.
 */
let t: TestApp;
type Agent = Awaited<ReturnType<TestApp['loginAs']>>;
interface Received { path: string; headers: http.IncomingHttpHeaders; body: string }
const received: Received[] = [];
/** Status codes the receiver answers, in turn; 200 once they run out. */
const answers: number[] = [];
let receiver: http.Server;
let base: string;
let owner: Agent;

beforeAll(async () => {
  receiver = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body });
      res.writeHead(answers.shift() ?? 200).end('ok');
    });
  });
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp({ JOBS_POLL_SECONDS: '1', WEBHOOKS_ALLOW_LOCAL_HTTP: 'true' });
  owner = await t.loginAs(Role.OWNER);
});
afterAll(async () => {
  await t?.close();
  await new Promise((r) => receiver.close(r));
});

const REGISTER = 'mutation($i: RegisterWebhookInput!) { registerWebhook(input: $i) { secret endpoint { id url events active } } }';
const DELIVERIES = 'query($e: Int) { webhookDeliveries(endpointId: $e) { total items { id uid eventType reference status attempts maxAttempts lastStatusCode lastError nextAttemptAt } } }';
const register = (agent: Agent, url: string, events: string[]) => gql(agent, REGISTER, { i: { url, events } });
const BOOK = 'mutation($i: BookingInput!) { bookPackage(input: $i) { id reference status totalCents: total } }';
const book = async (packageId: number, name = 'Arta Krasniqi') =>
  (await gql(await t.loginAs(Role.USER), BOOK, { i: { packageId, adults: 1, travellerNames: [name] } }).expect(200)).body.data.bookPackage as { id: number; reference: string };
/** What the receiver got at one path, in order. */
const hooksFor = (path: string) => received.filter((r) => r.path === path);

/** Checks X-Bani-Signature as docs/webhooks.md tells integrators to: HMAC of "<t>.<body>", t within 5 minutes. */
function verify(r: Received, secret: string): number {
  const sig = String(r.headers['x-bani-signature']);
  const m = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(sig);
  expect(m, sig).not.toBeNull();
  const ts = Number(m![1]);
  expect(Math.abs(Date.now() / 1000 - ts)).toBeLessThan(300);
  expect(m![2]).toBe(createHmac('sha256', secret).update(`${ts}.${r.body}`).digest('hex'));
  return ts;
}

/** The job of a delivery waiting for its retry, made due now: no real waiting for the back-off. */
async function runRetryNow(deliveryId: number) {
  await t.pool.query('update webhook_deliveries set next_attempt_at = now() where id = $1', [deliveryId]);
  await t.pool.query(`select graphile_worker.add_job('webhook-deliver', json_build_object('deliveryId', $1::int), job_key => $2, run_at => now())`,
    [deliveryId, `webhook:${deliveryId}`]);
}

describe('webhooks', () => {
  let secret: string;
  let endpointId: number;
  let pkg: Awaited<ReturnType<typeof createPackage>>;

  it('signs a booking.created delivery the receiver can verify, with no personal data in it', async () => {
    const res = (await register(owner, `${base}/a`, ['BOOKING_CREATED', 'BOOKING_CANCELLED']).expect(200)).body;
    expect(res.errors).toBeUndefined();
    ({ secret } = res.data.registerWebhook);
    endpointId = res.data.registerWebhook.endpoint.id;
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{40,}$/);
    // The secret is never read back.
    const again = (await gql(owner, '{ myWebhooks { id secret } }')).body;
    expect(again.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect((await gql(owner, '{ myWebhooks { id url events active } }')).body.data.myWebhooks).toEqual([
      { id: endpointId, url: `${base}/a`, events: ['BOOKING_CREATED', 'BOOKING_CANCELLED'], active: true },
    ]);

    pkg = await createPackage(t, { nrPersonave: 1 });
    const booking = await book(pkg.id);
    await expect.poll(() => hooksFor('/a').length, { timeout: 30_000, interval: 100 }).toBe(1);
    const [hit] = hooksFor('/a');
    verify(hit!, secret);
    expect(hit!.headers['x-bani-event']).toBe('booking.created');
    expect(hit!.headers['x-bani-delivery']).toMatch(/^dlv_[0-9a-f]{32}$/);
    const body = JSON.parse(hit!.body);
    expect(body).toMatchObject({ id: expect.stringMatching(/^evt_/), type: 'booking.created', createdAt: expect.any(String) });
    expect(body.data).toEqual({
      reference: booking.reference, status: 'OPTION', packageTitle: pkg.titulli, departureDate: pkg.dataNisjes, returnDate: pkg.dataKthimit,
      travellers: 1, totalCents: expect.any(Number), paidCents: 0,
    });
    expect(hit!.body).not.toMatch(/Arta|Krasniqi|@example\.com/);
    await expect.poll(async () => (await gql(owner, DELIVERIES, { e: endpointId })).body.data.webhookDeliveries.items[0], { timeout: 5000 })
      .toMatchObject({ status: 'DELIVERED', attempts: 1, lastStatusCode: 200, reference: booking.reference, uid: hit!.headers['x-bani-delivery'] });
  });

  it('retries a delivery the receiver answered 500; the log shows 2 attempts; the booking never waited for it', async () => {
    answers.push(500);
    const booking = await book(pkg.id, 'Blerim Hoxha');
    await expect.poll(() => hooksFor('/a').length, { timeout: 30_000, interval: 100 }).toBe(2);
    // The attempt is written once the receiver's answer is in, a moment after the receiver saw the request.
    const latest = async () => (await gql(owner, DELIVERIES, { e: endpointId })).body.data.webhookDeliveries.items[0];
    await expect.poll(latest, { timeout: 5000 }).toMatchObject({ reference: booking.reference, status: 'PENDING', attempts: 1, lastStatusCode: 500, lastError: 'HTTP 500: ok' });
    const first = await latest();
    // The back-off's first wait: a minute.
    const wait = new Date(first.nextAttemptAt).getTime() - Date.now();
    expect(wait).toBeGreaterThan(45_000);
    expect(wait).toBeLessThan(61_000);
    expect((await t.pool.query('select status from reservations where id = $1', [booking.id])).rows[0].status).toBe('OPTION');

    await runRetryNow(first.id);
    await expect.poll(() => hooksFor('/a').length, { timeout: 30_000, interval: 100 }).toBe(3);
    const [a, b] = hooksFor('/a').slice(1);
    expect(b!.headers['x-bani-delivery']).toBe(a!.headers['x-bani-delivery']);
    expect(b!.body).toBe(a!.body);
    verify(b!, secret);
    await expect.poll(async () => (await gql(owner, DELIVERIES, { e: endpointId })).body.data.webhookDeliveries.items[0], { timeout: 5000 })
      .toMatchObject({ id: first.id, status: 'DELIVERED', attempts: 2, lastStatusCode: 200, lastError: null });
  });

  it('sends only the events an endpoint chose: confirmed and paid go to the one that asked for them', async () => {
    const other = (await register(owner, `${base}/b`, ['BOOKING_CONFIRMED', 'BOOKING_PAID']).expect(200)).body.data.registerWebhook;
    const booking = await book(pkg.id, 'Drita Berisha');
    const admin = await t.loginAs(Role.ADMIN);
    const [{ total_cents: totalCents }] = (await t.pool.query('select total_cents from reservations where id = $1', [booking.id])).rows;
    const pay = (await gql(admin, 'mutation($i: PaymentInput!) { recordPayment(input: $i) { id status } }', {
      i: { reservationId: booking.id, amountCents: totalCents, method: 'CASH', paidOn: todayLocal() },
    })).body;
    expect(pay.errors).toBeUndefined();
    await expect.poll(() => hooksFor('/b').map((r) => r.headers['x-bani-event']).sort(), { timeout: 30_000, interval: 100 }).toEqual(['booking.confirmed', 'booking.paid']);
    for (const r of hooksFor('/b')) verify(r, other.secret);
    expect(JSON.parse(hooksFor('/b').find((r) => r.headers['x-bani-event'] === 'booking.paid')!.body).data).toMatchObject({ status: 'CONFIRMED', paidCents: totalCents });
    // Endpoint /a chose created and cancelled only: it heard of the booking, not of its confirmation.
    const types = (await t.pool.query('select event_type from webhook_deliveries where endpoint_id = $1 and reservation_id = $2', [endpointId, booking.id])).rows;
    expect(types).toEqual([{ event_type: 'booking.created' }]);

    // Staff cancel it: /a hears of it, /b does not.
    await gql(admin, `mutation { setReservationStatus(id: ${booking.id}, status: CANCELLED) { status } }`).expect(200);
    await expect.poll(() => hooksFor('/a').filter((r) => r.headers['x-bani-event'] === 'booking.cancelled').length, { timeout: 30_000, interval: 100 }).toBe(1);
    expect(hooksFor('/b').length).toBe(2);
    // A disabled endpoint gets nothing new.
    await gql(owner, `mutation { updateWebhook(input: { id: ${endpointId}, active: false }) { active } }`).expect(200);
    await book(pkg.id, 'Ema Gashi');
    expect((await t.pool.query(`select count(*)::int as n from webhook_deliveries where endpoint_id = $1 and event_type = 'booking.created'`, [endpointId])).rows[0].n).toBe(3);
    await gql(owner, `mutation { updateWebhook(input: { id: ${endpointId}, active: true }) { active } }`).expect(200);
  });

  it('replays a delivery: the same body and delivery id, a new timestamp and signature; logged', async () => {
    const first = hooksFor('/a')[0]!;
    const firstT = verify(first, secret);
    await expect.poll(() => Math.floor(Date.now() / 1000) > firstT, { timeout: 3000, interval: 50 }).toBe(true);
    const [{ id }] = (await t.pool.query('select id from webhook_deliveries where uid = $1', [first.headers['x-bani-delivery']])).rows;
    const before = hooksFor('/a').length;
    const res = (await gql(owner, `mutation { replayWebhookDelivery(id: ${id}) { status } }`)).body;
    expect(res.errors).toBeUndefined();
    await expect.poll(() => hooksFor('/a').length, { timeout: 30_000, interval: 100 }).toBe(before + 1);
    const replayed = hooksFor('/a').at(-1)!;
    expect(replayed.body).toBe(first.body);
    expect(replayed.headers['x-bani-delivery']).toBe(first.headers['x-bani-delivery']);
    expect(verify(replayed, secret)).toBeGreaterThan(firstT);
    expect(replayed.headers['x-bani-signature']).not.toBe(first.headers['x-bani-signature']);
    const logged = (await t.pool.query(`select detail from logs where entity = 'Webhook' and entity_id = $1 order by id desc limit 1`, [endpointId])).rows[0];
    expect(logged.detail.changes[0]).toMatchObject({ field: 'replay', to: first.headers['x-bani-delivery'] });
  });

  it('rotates the secret: the next delivery is signed with the new one only', async () => {
    const rotated = (await gql(owner, `mutation { rotateWebhookSecret(id: ${endpointId}) { secret } }`)).body.data.rotateWebhookSecret.secret;
    expect(rotated).not.toBe(secret);
    const before = hooksFor('/a').length;
    await book(pkg.id, 'Fatos Morina');
    await expect.poll(() => hooksFor('/a').length, { timeout: 30_000, interval: 100 }).toBe(before + 1);
    const last = hooksFor('/a').at(-1)!;
    verify(last, rotated);
    secret = rotated;
  });

  it('refuses URLs into private, loopback or link-local networks, and plain http', async () => {
    const codeOf = async (url: string) => (await register(owner, url, ['BOOKING_CREATED'])).body.errors?.[0]?.extensions;
    for (const url of ['https://10.0.0.5/hook', 'https://169.254.169.254/latest/meta-data', 'https://192.168.1.20/x', 'https://[::ffff:172.16.0.1]/x', 'https://[fd00::1]/x']) {
      const ext = await codeOf(url);
      expect(ext?.code, url).toBe('BAD_USER_INPUT');
      expect(ext?.rules?.url?.code ?? ext?.fields?.url, url).toBeTruthy();
    }
    expect((await codeOf('http://example.com/hook'))?.code).toBe('BAD_USER_INPUT');
    expect((await codeOf('not a url'))?.code).toBe('BAD_USER_INPUT');
    // Without the test flag, this machine is refused too, by name or by address.
    expect(() => parseWebhookUrl('http://127.0.0.1:8080/x', false)).toThrow();
    await expect(resolveWebhookHost(new URL('https://localhost/x'), false)).rejects.toThrow();
    await expect(resolveWebhookHost(new URL('https://127.0.0.1/x'), false)).rejects.toThrow();
    for (const a of ['10.1.2.3', '127.0.0.1', '169.254.169.254', '::1', '::ffff:192.168.0.1', 'fe80::1', '0.0.0.0', '100.64.0.1']) expect(isPrivateAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '2606:4700::1111', '8.8.8.8']) expect(isPrivateAddress(a), a).toBe(false);
  });

  it('lets only the owner register; a customer and an admin are refused; staff read every delivery, a customer none', async () => {
    const customer = await t.loginAs(Role.USER);
    const admin = await t.loginAs(Role.ADMIN);
    expect((await register(customer, `${base}/c`, ['BOOKING_CREATED'])).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await register(admin, `${base}/c`, ['BOOKING_CREATED'])).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(customer, '{ myWebhooks { id } }')).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(customer, DELIVERIES, { e: endpointId })).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(customer, `mutation { replayWebhookDelivery(id: 1) { id } }`)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    expect((await gql(customer, `mutation { deleteWebhook(id: ${endpointId}) }`)).body.errors[0].extensions.code).toBe('FORBIDDEN');
    const all = (await gql(admin, '{ allWebhooks { id ownerUsername } }')).body.data.allWebhooks;
    expect(all.map((e: { id: number }) => e.id)).toContain(endpointId);
    expect(all[0].ownerUsername).toMatch(/^u\d+_/);
    const everything = (await gql(admin, DELIVERIES, {})).body.data.webhookDeliveries;
    expect(everything.total).toBe((await t.pool.query('select count(*)::int as n from webhook_deliveries')).rows[0].n);
    expect(everything.total).toBeGreaterThanOrEqual(7);
    // A second owner account sees neither the first one's endpoints nor can change them.
    const otherOwner = await t.loginAs(Role.OWNER);
    expect((await gql(otherOwner, '{ myWebhooks { id } }')).body.data.myWebhooks).toEqual([]);
    expect((await gql(otherOwner, `mutation { deleteWebhook(id: ${endpointId}) }`)).body.errors[0].extensions.code).toBe('NOT_FOUND');
  });

  it('deletes an endpoint with its log; a delivery whose receiver is down never loses the booking', async () => {
    const down = (await register(owner, 'http://127.0.0.1:9/closed', ['BOOKING_CREATED']).expect(200)).body.data.registerWebhook.endpoint.id;
    const booking = await book(pkg.id, 'Genta Rama');
    expect(booking.reference).toBeTruthy();
    await expect.poll(async () => (await gql(owner, DELIVERIES, { e: down })).body.data.webhookDeliveries.items[0]?.attempts, { timeout: 30_000, interval: 100 }).toBe(1);
    const item = (await gql(owner, DELIVERIES, { e: down })).body.data.webhookDeliveries.items[0];
    expect(item).toMatchObject({ status: 'PENDING', lastStatusCode: null, lastError: expect.stringMatching(/ECONNREFUSED|connect/) });
    expect((await gql(owner, `mutation { deleteWebhook(id: ${down}) }`)).body.data.deleteWebhook).toBe(true);
    expect((await t.pool.query('select count(*)::int as n from webhook_deliveries where endpoint_id = $1', [down])).rows[0].n).toBe(0);
    expect((await t.pool.query('select count(*)::int as n from reservations where id = $1', [booking.id])).rows[0].n).toBe(1);
  });
});
