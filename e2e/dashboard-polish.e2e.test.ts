import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { loginAs, screenshotOnFailure } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';

const e2e = useE2E();

let page: Page;

/** The sidebar's group button (a drop-down of the old "Menu"). */
const group = (name: string) => page.getByRole('navigation', { name: 'Menu' }).getByRole('button', { name, exact: true });

describeBrowser('dashboard polish: where the staff member is and where messages appear', () => {
  beforeAll(async () => {
    page = await e2e.newPage();
    await loginAs(page, 'admin', 'Admin123!');
  });
  afterEach((ctx) => screenshotOnFailure(page, ctx));

  it('sidebar: one click switches groups; the current page is marked and its group open', async () => {
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    await group('Tables').click();
    await page.getByRole('link', { name: 'Turqi Table' }).waitFor();
    // Tables is long: closing it moves the buttons under it. Airports opens in this one click.
    await group('Airports').click();
    await page.getByRole('link', { name: 'Manage Airports' }).waitFor();
    expect(await group('Airports').getAttribute('aria-expanded')).toBe('true');
    expect(await group('Tables').getAttribute('aria-expanded')).toBe('false');

    await page.getByRole('link', { name: 'Manage Airports' }).click();
    await page.getByRole('heading', { name: 'Menaxho Airports', level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Manage Airports' }).getAttribute('aria-current')).toBe('page');
    // A page typed in opens its own group.
    await page.goto('/dashboard/manageqytetet');
    await page.getByRole('heading', { name: 'Menaxho Qytetet', level: 1 }).waitFor();
    expect(await group('Qytetet').getAttribute('aria-expanded')).toBe('true');
    expect(await page.getByRole('link', { name: 'Manage Qytetet' }).getAttribute('aria-current')).toBe('page');
    // Another group is a drop-down: a click outside closes it and the page's group shows again.
    await group('Users and Log').click();
    await page.getByRole('link', { name: 'Show Log' }).waitFor();
    expect(await group('Qytetet').getAttribute('aria-expanded')).toBe('false');
    await page.getByRole('heading', { level: 1 }).click();
    await expect.poll(() => group('Qytetet').getAttribute('aria-expanded')).toBe('true');
    expect(await group('Users and Log').getAttribute('aria-expanded')).toBe('false');
    // Working on the page leaves its group open.
    await page.getByRole('heading', { level: 1 }).click();
    expect(await group('Qytetet').getAttribute('aria-expanded')).toBe('true');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
