import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { gqlAs, loginAs, screenshotOnFailure } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';
import { startWebhookReceiver, type Delivery } from './webhook-receiver';

const e2e = useE2E();
const PARTNER = { username: 'partner', password: 'Partner123!' };
let partner: Page;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let hookUrl: string;
let received: Delivery[];

/** A GraphQL call the way an agency's program makes it: its token, no cookie. */
async function withToken<T>(token: string, query: string, variables: Record<string, unknown> = {}) {
  const res = await fetch(`${e2e.baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data?: T | null; errors?: { extensions?: { code?: string; rules?: Record<string, { code?: string }> } }[] };
}

/** A demo package more than three weeks away with room for one more. */
async function bookablePackage(page: Page): Promise<number> {
  const { searchPackages } = await gqlAs<{ searchPackages: { items: { id: number; departureDate: string; seatsLeft: number | null }[] } }>(
    page, '{ searchPackages(order: { by: DATE, direction: DESC }, page: { pageSize: 50 }) { items { id departureDate seatsLeft } } }');
  const soon = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const pkg = searchPackages.items.find((p) => p.departureDate > soon && (p.seatsLeft === null || p.seatsLeft >= 1));
  if (!pkg) throw new Error('no demo package to book');
  return pkg.id;
}

// Issue 47: partners' people have no dashboard; their agency's tokens and webhooks are on /integrimet-e-agjencise.
describeBrowser('partner: agency integrations', () => {
  beforeAll(async () => {
    receiver = await startWebhookReceiver('/agjencia-e2e');
    hookUrl = receiver.url;
    received = receiver.received;
    partner = await e2e.newPage();
    await loginAs(partner, PARTNER.username, PARTNER.password);
  });
  afterAll(() => receiver.close());
  afterEach((ctx) => screenshotOnFailure(partner, ctx));

  it('the partner makes a token for its booking system and a webhook, and both see its agency\'s bookings only', async () => {
    await partner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl }).catch(() => undefined);
    await partner.goto('/rezervimet-e-agjencise');
    await partner.getByRole('link', { name: /^Integrimet: tokenat API/ }).click();
    await partner.getByRole('heading', { name: 'Integrimet e agjencisë', level: 1 }).waitFor();
    expect(await partner.getByRole('link', { name: 'Hap GraphiQL' }).getAttribute('href')).toBe('/graphiql');

    // A token that reads the agency's bookings, copied once.
    const tokens = partner.getByRole('region', { name: 'Tokenat e API-së' });
    await tokens.getByLabel('Emri', { exact: true }).fill('Sistemi i agjencisë');
    await tokens.getByLabel('Lexon katalogun').uncheck();
    await tokens.getByLabel('Lexon rezervimet e llogarisë suaj').check();
    await tokens.getByRole('button', { name: 'Krijo tokenin' }).click();
    const shown = partner.getByRole('region', { name: 'Tokeni u krijua: kopjojeni tani' });
    await shown.getByRole('button', { name: 'Kopjo', exact: true }).click();
    await shown.getByText(/^(U kopjua\.|Kopjimi nuk u krye)/).waitFor();
    const token = await shown.getByLabel('Tokeni i ri').inputValue();
    expect(token).toMatch(/^bani_[0-9a-f]{12}_[A-Za-z0-9_-]{43}$/);
    if (await shown.getByText('U kopjua.').isVisible()) expect(await partner.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await shown.getByRole('button', { name: 'E kopjova' }).click();
    await tokens.getByRole('listitem').filter({ hasText: 'Sistemi i agjencisë' }).getByText('Aktiv').waitFor();

    // A webhook to the agency's receiver, its secret shown once.
    const hooks = partner.getByRole('region', { name: 'Webhook-et' });
    await hooks.getByLabel('Adresa (URL)').fill(hookUrl);
    await hooks.getByRole('button', { name: 'Regjistro', exact: true }).click();
    const secretBox = partner.locator('[data-webhook-secret]');
    await secretBox.waitFor();
    const secret = (await secretBox.textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await hooks.getByRole('button', { name: 'E ruajta' }).click();
    const endpoint = hooks.getByRole('listitem').filter({ hasText: hookUrl });
    await endpoint.getByText('Rezervim i ri').waitFor();

    // The partner books for a walk-in customer: the agency's receiver hears of it, signed with that secret.
    const packageId = await bookablePackage(partner);
    const { bookPackage: booking } = await gqlAs<{ bookPackage: { reference: string } }>(partner,
      'mutation($input: BookingInput!) { bookPackage(input: $input) { reference } }',
      { input: { packageId, adults: 1, travellerNames: ['Arta Gashi'], customerName: 'Arta Gashi', customerPhone: '+383 44 111 222' } });
    await expect.poll(() => received.length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(1);
    const hit = received.find((r) => JSON.parse(r.body).data.reference === booking.reference)!;
    expect(hit).toBeDefined();
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hit.headers['x-bani-signature']))!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${hit.body}`).digest('hex'));

    // The agency's program, with the token and no cookie: reads its bookings, but may not book.
    const read = await withToken<{ agencyBookings: { total: number; items: { reference: string }[] } }>(token,
      '{ agencyBookings(page: { pageSize: 100 }) { total items { reference } } }');
    expect(read.errors).toBeUndefined();
    expect(read.data!.agencyBookings.items.map((r) => r.reference)).toContain(booking.reference);
    const book = await withToken(token, 'mutation($input: BookingInput!) { bookPackage(input: $input) { reference } }',
      { input: { packageId, adults: 1, travellerNames: ['Arta Gashi'], customerName: 'Arta Gashi', customerPhone: '+383 44 111 222' } });
    expect(book.data ?? null).toBeNull();
    expect(book.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(JSON.stringify(book.errors?.[0]?.extensions?.rules)).toContain('TOKEN_SCOPE_MISSING');

    // The delivery log shows it delivered.
    await endpoint.getByRole('button', { name: 'Dërgesat' }).click();
    const row = endpoint.locator('tbody tr').filter({ hasText: booking.reference });
    await row.getByText('Dorëzuar').waitFor();
    expect(e2e.consoleErrors(partner)).toEqual([]);
  });

  it('fits a 390 px phone, reached by keyboard from the header menu', async () => {
    const phone = await e2e.newPage('phone');
    await phone.setViewportSize({ width: 390, height: 844 });
    await loginAs(phone, PARTNER.username, PARTNER.password);
    await phone.goto('/rezervimet-e-agjencise');
    await phone.getByRole('button', { name: /menu/i }).first().click();
    // By keyboard: the header's link, then Enter.
    await phone.getByRole('link', { name: 'Integrimet', exact: true }).focus();
    await phone.keyboard.press('Enter');
    await phone.getByRole('heading', { name: 'Integrimet e agjencisë', level: 1 }).waitFor();
    await phone.getByRole('listitem').filter({ hasText: 'Sistemi i agjencisë' }).waitFor();
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(e2e.consoleErrors(phone)).toEqual([]);
  });
});
