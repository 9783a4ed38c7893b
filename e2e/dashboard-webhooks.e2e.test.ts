import { createHmac } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';
import { expectNotice, gqlAs as gql, loginAs, screenshotOnFailure, seriousViolations } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';
import { startWebhookReceiver, type Delivery } from './webhook-receiver';
import { E2E_OWNER_PASSWORD } from './server';

const e2e = useE2E();
let owner: Page;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let url: string;
let received: Delivery[];

// Issue 47, item 3: the owner registers a webhook, keeps its secret (shown once), and follows its deliveries.
describeBrowser('dashboard: webhooks', () => {
  beforeAll(async () => {
    receiver = await startWebhookReceiver('/bani-e2e');
    url = receiver.url;
    received = receiver.received;
    owner = await e2e.newPage();
    await loginAs(owner, 'owner', E2E_OWNER_PASSWORD);
  });
  afterAll(() => receiver.close());
  afterEach((ctx) => screenshotOnFailure(owner, ctx));

  it('registers an endpoint, shows its secret once, and lists the signed deliveries with a replay', async () => {
    await owner.goto('/dashboard/Webhooks');
    await owner.getByRole('heading', { name: 'Webhook-et', level: 1 }).waitFor();
    await owner.getByLabel('Adresa (URL)').fill(url);
    await owner.getByLabel('Rezervim i anuluar').check();
    await owner.getByRole('button', { name: 'Regjistro', exact: true }).click();

    const shown = owner.locator('[data-webhook-secret]');
    await shown.waitFor();
    const secret = (await shown.textContent())!;
    expect(secret).toMatch(/^whsec_/);
    await owner.getByText('Ruajeni tani: ky sekret nuk shfaqet më.', { exact: false }).waitFor();
    await owner.getByRole('button', { name: 'E ruajta' }).click();
    await shown.waitFor({ state: 'detached' });
    const endpoint = owner.getByRole('listitem').filter({ hasText: url });
    await endpoint.getByText('Rezervim i ri').waitFor();
    // Shown once: after a reload the page no longer has it.
    await owner.reload();
    await endpoint.waitFor();
    expect(await owner.content()).not.toContain(secret);

    // A customer books: the receiver gets a delivery signed with that secret.
    const client = await e2e.newPage();
    await loginAs(client, 'demo', 'Demo123!');
    const { searchPackages } = await gql<{ searchPackages: { items: { id: number }[] } }>(client, '{ searchPackages(page: { pageSize: 1 }) { items { id } } }');
    const { reservePackage: booking } = await gql<{ reservePackage: { reference: string } }>(
      client, 'mutation($id: Int!) { reservePackage(input: { packageId: $id }) { reference } }', { id: searchPackages.items[0]!.id });
    await expect.poll(() => received.length, { timeout: 20_000, interval: 100 }).toBeGreaterThanOrEqual(1);
    const hit = received[0]!;
    const [, t, v1] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(hit.headers['x-bani-signature']))!;
    expect(v1).toBe(createHmac('sha256', secret).update(`${t}.${hit.body}`).digest('hex'));
    expect(JSON.parse(hit.body).data.reference).toBe(booking.reference);

    await endpoint.getByRole('button', { name: 'Dërgesat' }).click();
    const row = endpoint.locator('tbody tr').filter({ hasText: booking.reference });
    await row.getByText('Dorëzuar').waitFor();
    await row.getByText('Përpjekje 1 nga 6').waitFor();
    await row.getByRole('button', { name: 'Dërgo sërish' }).click();
    await expectNotice(owner, 'Dërgesa u vu sërish në radhë.');
    await expect.poll(() => received.length, { timeout: 20_000, interval: 100 }).toBe(2);
    expect(received[1]!.headers['x-bani-delivery']).toBe(hit.headers['x-bani-delivery']);
    await row.getByText('Përpjekje 2 nga 7').waitFor();
    expect(await seriousViolations(owner)).toEqual([]);

    // Deleted after the question.
    await endpoint.getByRole('button', { name: 'Fshi' }).click();
    const dialog = owner.getByRole('dialog', { name: `Të fshihet adresa ${url}?` });
    await dialog.getByRole('button', { name: 'Fshi' }).click();
    await expectNotice(owner, 'Adresa u fshi.');
    await endpoint.waitFor({ state: 'detached' });
    expect(e2e.consoleErrors(owner)).toEqual([]);
  });
});
