import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { expectNotice, gqlAs as gql, loginAs, rowOf, screenshotOnFailure } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';

const e2e = useE2E();

let admin: Page;

// What comes in from clients and visitors (reservations, messages, subscribers, the outbox) and the
// lists' server-side sorting; access and users are in dashboard-people.e2e.test.ts.
describeBrowser('dashboard: reservations, sorting, messages, subscribers, outbox', () => {
  beforeAll(async () => {
    admin = await e2e.newPage();
    await loginAs(admin, 'admin', 'BaniAdmin2026!');
  });
  afterEach((ctx) => screenshotOnFailure(admin, ctx));

  it('reservations: filter by status, confirm one, cancel another behind the confirmation', async () => {
    const client = await e2e.newPage();
    await loginAs(client, 'demo', 'Demo123!');
    const found = (await gql(client, '{ searchPackages(page: { pageSize: 2 }) { items { id title } } }')) as {
      searchPackages: { items: { id: number; title: string }[] };
    };
    const [first, second] = found.searchPackages.items;
    for (const p of [first!, second!]) await gql(client, 'mutation($id: Int!) { reservePackage(input: { packageId: $id }) { id } }', { id: p.id });

    await admin.goto('/dashboard/Reservations');
    await admin.getByRole('heading', { name: 'Menaxho Rezervimet', level: 1 }).waitFor();
    await admin.getByLabel('Statusi').selectOption('PENDING');
    await admin.waitForURL((url) => url.searchParams.get('status') === 'PENDING');
    const one = admin.locator('tbody tr').filter({ hasText: first!.title });
    const two = admin.locator('tbody tr').filter({ hasText: second!.title });
    await one.waitFor();
    await one.getByRole('button', { name: /^Konfirmo/ }).click();
    await expectNotice(admin, 'Rezervimi u konfirmua me sukses.');
    await one.waitFor({ state: 'detached' }); // no longer pending
    await two.getByRole('button', { name: /^Anulo rezervimin/ }).click();
    await admin.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: 'Confirm' }).click();
    await expectNotice(admin, 'Rezervimi u anulua me sukses.');
    await admin.getByLabel('Statusi').selectOption('');
    await one.getByRole('cell', { name: 'E konfirmuar', exact: true }).waitFor();
    await two.getByRole('cell', { name: 'E anuluar', exact: true }).waitFor();
    expect(await two.getByRole('button').count()).toBe(0);
    expect(e2e.consoleErrors(admin)).toEqual([]);
  });

  it('sorts users, logs and reservations on the server, keeping the order in the URL across a reload', async () => {
    const sortBy = (heading: string) => admin.getByRole('columnheader', { name: heading }).getByRole('button').click();
    const column = (label: string) => admin.locator(`tbody td[data-label="${label}"]`).allTextContents();
    const sortIs = (sort: string, dir: string) => admin.waitForURL((u) => u.searchParams.get('sort') === sort && u.searchParams.get('dir') === dir);
    const seeded = async () => (await column('Username')).map((u) => u.replace(/ \(ju\)$/, '')).filter((u) => ['admin', 'demo', 'owner'].includes(u));

    await admin.goto('/dashboard/ManageUser');
    await rowOf(admin, 'demo').waitFor();
    await sortBy('Username');
    await sortIs('USERNAME', 'ASC');
    await expect.poll(seeded).toEqual(['admin', 'demo', 'owner']);
    await sortBy('Username');
    await sortIs('USERNAME', 'DESC');
    await expect.poll(seeded).toEqual(['owner', 'demo', 'admin']);
    await admin.reload();
    await expect.poll(seeded).toEqual(['owner', 'demo', 'admin']);
    expect(await admin.getByRole('columnheader', { name: 'Username' }).getAttribute('aria-sort')).toBe('descending');

    // Actions sort in the filter's order: add, edit, delete. The log gets one of each here, whatever
    // else this file has done (its other tests only edit).
    const { createCountry } = (await gql(admin, 'mutation { createCountry(input: { name: "E2E Renditje" }) { id } }')) as { createCountry: { id: number } };
    await gql(admin, 'mutation($id: Int!) { updateCountry(id: $id, input: { name: "E2E Renditja" }) { id } }', { id: createCountry.id });
    await gql(admin, 'mutation($id: Int!) { deleteCountry(id: $id) }', { id: createCountry.id });
    const rank: Record<string, number> = { Shtim: 0, Ndryshim: 1, Fshirje: 2 };
    await admin.goto('/dashboard/Logs');
    await admin.locator('tbody td[data-label="Veprimi"]').first().waitFor();
    await sortBy('Veprimi');
    await sortIs('ACTION', 'ASC');
    await expect.poll(async () => (await column('Veprimi')).map((a) => rank[a])[0]).toBe(0);
    await sortBy('Veprimi');
    await sortIs('ACTION', 'DESC');
    await expect.poll(async () => (await column('Veprimi')).map((a) => rank[a])[0]).toBe(2);
    const ranks = (await column('Veprimi')).map((a) => rank[a]!);
    expect(ranks).toEqual([...ranks].sort((x, y) => y - x));

    // Two reservations of the cheapest and the dearest package: the price order has something to show.
    const client = await e2e.newPage();
    await loginAs(client, 'demo', 'Demo123!');
    for (const direction of ['ASC', 'DESC']) {
      const found = (await gql(client, 'query($d: SortDirection!) { searchPackages(order: { by: PRICE, direction: $d }, page: { pageSize: 1 }) { items { id } } }', { d: direction })) as {
        searchPackages: { items: { id: number }[] };
      };
      await gql(client, 'mutation($id: Int!) { reservePackage(input: { packageId: $id }) { id } }', { id: found.searchPackages.items[0]!.id });
    }
    const prices = async () => (await column('Çmimi / person')).map((p) => Number(p.replace('€', '')));
    await admin.goto('/dashboard/Reservations');
    await admin.locator('tbody td[data-label="Çmimi / person"]').first().waitFor();
    await sortBy('Çmimi / person');
    await sortIs('PRICE', 'ASC');
    await expect.poll(async () => { const p = await prices(); return p.length > 1 && p.every((v, i) => i === 0 || p[i - 1]! <= v); }).toBe(true);
    await sortBy('Çmimi / person');
    await sortIs('PRICE', 'DESC');
    await expect.poll(async () => { const p = await prices(); return p.every((v, i) => i === 0 || p[i - 1]! >= v); }).toBe(true);
    expect(new Set(await prices()).size).toBeGreaterThan(1);
    expect(e2e.consoleErrors(admin)).toEqual([]);
  });

  it('messages are marked handled; subscribers list and CSV; the outbox shows delivery state', async () => {
    const visitor = await e2e.newPage();
    await gql(visitor, 'mutation($i: ContactInput!) { sendContactMessage(input: $i) }', {
      i: { name: 'Vizitor E2E', number: '+38344111000', email: 'vizitor.e2e@example.com', message: 'Keni oferta për Dubai?' },
    });
    await gql(visitor, 'mutation { subscribe(input: { email: "abonent.e2e@example.com" }) }');

    await admin.goto('/dashboard/Messages?handled=false');
    const message = admin.locator('tbody tr').filter({ hasText: 'Vizitor E2E' });
    await message.getByRole('cell', { name: 'Pa trajtuar', exact: true }).waitFor();
    await message.getByRole('button', { name: /^Shëno si të trajtuar/ }).click();
    await expectNotice(admin, 'Mesazhi u shënua si i trajtuar.');
    await message.waitFor({ state: 'detached' }); // the filter shows open messages only
    await admin.getByLabel('Statusi').selectOption('true');
    await message.getByRole('cell', { name: 'Trajtuar', exact: true }).waitFor();

    await admin.goto('/dashboard/Subscribers');
    await rowOf(admin, 'abonent.e2e@example.com').waitFor();
    const csvLink = admin.getByRole('link', { name: 'Shkarko CSV' });
    expect(await csvLink.getAttribute('href')).toBe('/api/subscribers.csv');
    const [download] = await Promise.all([admin.waitForEvent('download'), csvLink.click()]);
    const csv = await download.createReadStream().then(async (stream) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks).toString('utf8');
    });
    expect(csv).toContain('abonent.e2e@example.com');

    await admin.goto('/dashboard/Outbox');
    await admin.getByRole('heading', { name: /^Outbox/, level: 1 }).waitFor();
    const welcome = admin.locator('tbody tr').filter({ hasText: 'abonent.e2e@example.com' });
    await welcome.waitFor();
    expect(await welcome.getByRole('cell', { name: /^(Në pritje|Dërguar|Dështuar)$/ }).count()).toBe(1);
    expect(e2e.consoleErrors(admin)).toEqual([]);
  });
});
