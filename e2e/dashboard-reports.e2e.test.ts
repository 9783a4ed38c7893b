import { readFile } from 'node:fs/promises';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import pg from 'pg';
import type { Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { gqlAs as gql, loginAs, screenshotOnFailure } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient, loginAs as apiLogin } from './site-helpers';

const e2e = useE2E();
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
let admin: Page | undefined;
const letter = () => String.fromCharCode(65 + Math.floor(Math.random() * 26));

/** A downloaded file's bytes and name, as the person clicking the link gets it. */
async function download(page: Page, link: Locator): Promise<{ name: string; body: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent('download'), link.click()]);
  return { name: file.suggestedFilename(), body: await readFile((await file.path())!) };
}

/** The sales table's row of a figure: its cells as shown (A, B, change). */
async function figure(page: Page, label: string): Promise<string[]> {
  // The first cell's text (a phone labels each cell with its column's name, which is no text of it).
  const row = page.getByRole('region', { name: 'Shitjet' }).locator('tbody tr').filter({ has: page.locator('td:first-child', { hasText: new RegExp(`^${label}$`) }) });
  return (await row.locator('td').allInnerTexts()).slice(1).map((s) => s.trim());
}

describeBrowser('the reports (issue 46, item 2)', () => {
  afterEach((ctx) => screenshotOnFailure(admin, ctx));

  it('the admin filters by destination and by who took the booking, compares with a year earlier, and downloads the sales as CSV and Excel; a phone shows it too', async () => {
    admin = await e2e.newPage();
    await loginAs(admin, 'admin', 'BaniAdmin2026!');
    // A destination of its own: only this journey's bookings are in its report.
    const stamp = Date.now().toString(36).toUpperCase();
    const { createCountry: country } = await gql<{ createCountry: { id: number } }>(admin, 'mutation($i: CountryInput!) { createCountry(input: $i) { id } }', { i: { name: `Raportia ${stamp}` } });
    const { createAirport: airport } = await gql<{ createAirport: { id: number } }>(admin, 'mutation($i: AirportInput!) { createAirport(input: $i) { id } }',
      { i: { name: `Aeroporti ${stamp}`, code: `Z${letter()}${letter()}`, countryId: country.id } });
    const { createPackage: pkg } = await gql<{ createPackage: { id: number } }>(admin, 'mutation($i: PackageInput!) { createPackage(input: $i) { id } }', {
      i: { title: `Raporti ${stamp}`, countryId: country.id, airportId: airport.id, price: 400, persons: 2, rating: 4, roomType: 'Dhomë dyshe', board: 'ALL_INCLUSIVE',
        departureDate: day(60), returnDate: day(67), seats: 20 },
    });
    const book = (page: Page | ReturnType<typeof graphqlClient>, adults: number) => {
      const q = 'mutation($i: BookingInput!) { bookPackage(input: $i) { id } }';
      const v = { i: { packageId: pkg.id, adults, travellerNames: ['Arta Krasniqi', 'Leon Krasniqi'].slice(0, adults) } };
      return typeof page === 'function' ? page<{ bookPackage: { id: number } }>(q, v) : gql<{ bookPackage: { id: number } }>(page, q, v);
    };
    // At the office: the admin books two parties; one of them was booked a year ago (period B).
    await book(admin, 2);
    const { bookPackage: old } = await book(admin, 1);
    // Online: a customer books for themself.
    const customer = graphqlClient(e2e.baseUrl);
    const username = `raporti${Date.now()}`;
    await customer('mutation($i: RegisterInput!) { register(input: $i) { id } }', {
      i: { firstName: 'Arta', lastName: 'Krasniqi', number: '+383 44 555 777', email: `${username}@example.com`, username, password: 'Udhetimi2026!' },
    });
    await apiLogin(customer, username, 'Udhetimi2026!');
    await book(customer, 1);
    const db = new pg.Client({ connectionString: await e2e.databaseUrl() });
    await db.connect();
    try {
      await db.query(`update reservations set created_at = created_at - interval '1 year' where id = $1`, [old.id]);
    } finally {
      await db.end();
    }

    await admin.goto('/dashboard/Raportet');
    await admin.getByRole('heading', { name: 'Raportet', level: 1 }).waitFor();
    await admin.getByRole('combobox', { name: 'Destinacioni' }).selectOption(String(country.id));
    await admin.getByRole('button', { name: 'Filtro' }).click();
    await admin.waitForURL(/country=\d+/);
    await expect.poll(() => figure(admin!, 'Rezervime')).toEqual(['2', '1', '+1 (+100%)']);
    expect(await figure(admin, 'Vlera')).toEqual([expect.stringMatching(/^€\d/), expect.stringMatching(/^€\d/), expect.stringMatching(/^\+€\d/)]);

    // Who took it: the admin (two bookings now, one a year ago); online: the customer's.
    const { me } = await gql<{ me: { id: number } }>(admin, '{ me { id } }');
    await admin.getByRole('combobox', { name: 'Rezervimi u mor nga' }).selectOption(String(me.id));
    await admin.getByRole('button', { name: 'Filtro' }).click();
    await admin.waitForURL(new RegExp(`takenBy=${me.id}`));
    await expect.poll(() => figure(admin!, 'Rezervime')).toEqual(['1', '1', '0 (0%)']);
    await admin.getByRole('combobox', { name: 'Rezervimi u mor nga' }).selectOption('online');
    await admin.getByRole('button', { name: 'Filtro' }).click();
    await admin.waitForURL(/takenBy=online/);
    await expect.poll(() => figure(admin!, 'Rezervime')).toEqual(['1', '0', '+1']);

    // The files hold what the page shows: the same filter, the same figures.
    const csv = await download(admin, admin.getByRole('link', { name: 'Shkarko "Shitjet" si CSV' }));
    expect(csv.name).toMatch(/^raporti-sales-\d{4}-\d{2}-\d{2}_.*\.csv$/);
    const rows = parse(csv.body.toString('utf8'), { bom: true }) as string[][];
    expect(rows[0]).toEqual(['metric', 'unit', 'period_a', 'period_b', 'change', 'change_percent']);
    expect(rows[1]).toEqual(['bookings', 'count', '1', '0', '1', '']);
    const xlsx = await download(admin, admin.getByRole('link', { name: 'Shkarko "Shitjet" si Excel' }));
    expect(xlsx.name).toMatch(/\.xlsx$/);
    const book2 = new ExcelJS.Workbook();
    await book2.xlsx.load(xlsx.body as unknown as Parameters<typeof book2.xlsx.load>[0]);
    const sheet: string[][] = [];
    book2.worksheets[0]!.eachRow((row) => sheet.push((row.values as unknown[]).slice(1).map((v) => (v === undefined || v === null ? '' : String(v)))));
    expect(sheet).toEqual(rows);
    expect(e2e.consoleErrors(admin)).toEqual([]);

    // On a phone: the same report from the same link, nothing wider than the screen.
    const phone = await e2e.newPage('phone');
    await loginAs(phone, 'admin', 'BaniAdmin2026!');
    await phone.goto(admin.url());
    await phone.getByRole('region', { name: 'Shitjet' }).locator('tbody tr').first().waitFor();
    await expect.poll(() => figure(phone, 'Rezervime')).toEqual(['1', '0', '+1']);
    expect(await phone.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
