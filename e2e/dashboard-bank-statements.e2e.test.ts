import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { dayFromToday, expectNotice, gqlAs as gql, loginAs, screenshotOnFailure, seriousViolations } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';

const e2e = useE2E();
let admin: Page;

/** A TEB Kosova export (as the bank writes it: semicolons, decimal comma, DD.MM.YYYY). */
function tebCsv(reference: string): Buffer {
  const [y, m, d] = dayFromToday(-1).split('-');
  const day = `${d}.${m}.${y}`;
  const written = reference.toLowerCase().replaceAll('-', ''); // "bt2026000123", as people type it
  return Buffer.from(['Tarihi / Data;Përshkrimi;Pala tjetër;Shuma', `${day};Kapar ${written};Klienti Demo;120,00`,
    `${day};Pagese pa reference;E2E Paguesi;45,50`, `${day};Tarifa mujore;;-2,00`].join('\r\n'));
}

// Issue 44, item 3: staff upload a bank statement, see what it booked, and assign the payment that named no booking.
describeBrowser('dashboard: bank statements', () => {
  beforeAll(async () => {
    admin = await e2e.newPage();
    await loginAs(admin, 'admin', 'BaniAdmin2026!');
  });
  afterEach((ctx) => screenshotOnFailure(admin, ctx));

  it('uploads a CSV, books the payment by its reference, and records the unmatched one by hand', async () => {
    const client = await e2e.newPage();
    await loginAs(client, 'demo', 'Demo123!');
    const { searchPackages } = await gql<{ searchPackages: { items: { id: number }[] } }>(client, '{ searchPackages(page: { pageSize: 1 }) { items { id } } }');
    const { reservePackage: booking } = await gql<{ reservePackage: { id: number; reference: string } }>(
      client, 'mutation($id: Int!) { reservePackage(input: { packageId: $id }) { id reference } }', { id: searchPackages.items[0]!.id });

    await admin.goto('/dashboard/EkstraktetBankare');
    await admin.getByRole('heading', { name: 'Ekstraktet bankare', level: 1 }).waitFor();
    await admin.getByText('Asnjë pagesë nuk pret për t’u caktuar.').waitFor();
    await admin.getByLabel('Banka (për skedarët CSV)').selectOption({ label: 'TEB Kosova' });
    await admin.getByLabel('Skedari', { exact: true }).setInputFiles({ name: 'teb-ekstrakt.csv', mimeType: 'text/csv', buffer: tebCsv(booking.reference) });
    await admin.getByRole('button', { name: 'Ngarko' }).click();
    await admin.getByText('Të regjistruara sipas referencës: 1').waitFor();
    await admin.getByText('Pa rezervim (për t’u caktuar më poshtë): 1').waitFor();

    const row = admin.locator('tbody tr').filter({ hasText: 'E2E Paguesi' });
    await row.getByLabel(/^Referenca e rezervimit për pagesën e E2E Paguesi/).fill(booking.reference.replaceAll('-', ' '));
    await row.getByRole('button', { name: 'Regjistro' }).click();
    await expectNotice(admin, `Pagesa u regjistrua te rezervimi ${booking.reference}.`);
    await row.waitFor({ state: 'detached' });

    const { reservation } = await gql<{ reservation: { payments: { amountCents: number; method: string }[] } }>(
      admin, 'query($id: Int!) { reservation(id: $id) { payments { amountCents method } } }', { id: booking.id });
    expect(reservation.payments).toEqual([{ amountCents: 12000, method: 'BANK_TRANSFER' }, { amountCents: 4550, method: 'BANK_TRANSFER' }]);

    // The same file again books nothing.
    await admin.getByLabel('Skedari', { exact: true }).setInputFiles({ name: 'teb-ekstrakt.csv', mimeType: 'text/csv', buffer: tebCsv(booking.reference) });
    await admin.getByRole('button', { name: 'Ngarko' }).click();
    await admin.getByText('Të lexuara nga një ngarkim i mëparshëm (asgjë e re): 2').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    expect(e2e.consoleErrors(admin)).toEqual([]);
  });

  it('says what is wrong with a file of another bank, next to the file', async () => {
    await admin.goto('/dashboard/EkstraktetBankare');
    await admin.getByLabel('Banka (për skedarët CSV)').selectOption({ label: 'ProCredit Bank Kosovo' });
    await admin.getByLabel('Skedari', { exact: true }).setInputFiles({ name: 'teb.csv', mimeType: 'text/csv', buffer: tebCsv('BT-2026-000001') });
    await admin.getByRole('button', { name: 'Ngarko' }).click();
    await admin.getByRole('alert').filter({ hasText: 'a është zgjedhur banka e duhur?' }).waitFor();
  });
});
