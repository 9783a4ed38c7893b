import type { Locator, Page } from 'playwright-core';
import { afterEach, expect, it } from 'vitest';
import { gqlAs, loginAs, screenshotOnFailure, seriousViolations } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';

const e2e = useE2E();
let page: Page | undefined;
afterEach((ctx) => screenshotOnFailure(page, ctx));

interface Overview {
  bookedToday: { bookings: number; travellers: number; revenueCents: number };
  receivedThisMonth: { receivedCents: number };
  outstanding: { bookings: number; cents: number };
  optionsLapsing: number;
  salesByMonth: { month: string; salesCents: number }[];
  byCountry: { name: string | null; bookings: number }[];
  nextDepartures: { label: string; sold: number; onOption: number; free: number }[];
  paymentsByWeek: { weekStart: string; receivedCents: number }[];
}
const OVERVIEW = `{ dashboardOverview { bookedToday { bookings travellers revenueCents } receivedThisMonth { receivedCents }
  outstanding { bookings cents } optionsLapsing salesByMonth { month salesCents } byCountry { name bookings }
  nextDepartures { label sold onOption free } paymentsByWeek { weekStart receivedCents } } }`;

// Euros as the page writes them: Kosovo's "1.234,50 €" in Albanian, "€1,234.50" in English.
const euro = (cents: number, lang: 'sq' | 'en') =>
  new Intl.NumberFormat(lang === 'en' ? 'en-IE' : 'de-DE', { style: 'currency', currency: 'EUR', minimumFractionDigits: 2 }).format(cents / 100);
const spaces = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The value of the figure labelled `label` in the group (a region named by its period). */
async function figure(group: Locator, label: string): Promise<string> {
  const tile = group.locator('dl > div').filter({ has: group.page().locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  return spaces(await tile.locator('dd').first().innerText());
}

/** Opens the chart's table (its "Show table") and answers its rows' cells. */
async function tableOf(page: Page, chart: string, show: string): Promise<string[][]> {
  const card = page.getByRole('region', { name: chart, exact: true });
  await card.getByText(show, { exact: true }).click();
  const rows = card.locator('tbody tr');
  await rows.first().waitFor();
  return (await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => (c as HTMLElement).innerText)))).map((r) => r.map(spaces));
}

describeBrowser('the dashboard home (issue 46, item 1)', () => {
  it('the owner reads today\'s numbers and the charts\' tables, in Albanian and in English', async () => {
    page = await e2e.newPage();
    await loginAs(page, 'owner', 'Owner-Bani-2026!');
    const o = (await gqlAs<{ dashboardOverview: Overview }>(page, OVERVIEW)).dashboardOverview;

    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.getByText(/^Janë regjistruar rreth: \d+ klient\.$/).waitFor();
    const today = page.getByRole('region', { name: /^Sot, / });
    expect(await figure(today, 'Rezervime')).toBe(String(o.bookedToday.bookings));
    expect(await figure(today, 'Udhëtarë')).toBe(String(o.bookedToday.travellers));
    expect(await figure(today, 'Të ardhurat')).toBe(spaces(euro(o.bookedToday.revenueCents, 'sq')));
    const month = page.getByRole('region', { name: /^Këtë muaj, / });
    expect(await figure(month, 'Të arkëtuara')).toContain(spaces(euro(o.receivedThisMonth.receivedCents, 'sq')));
    const now = page.getByRole('region', { name: 'Tani', exact: true });
    expect(await figure(now, 'Për t’u paguar')).toBe(spaces(euro(o.outstanding.cents, 'sq')));
    expect(await figure(now, 'Opsione që skadojnë')).toBe(String(o.optionsLapsing));

    // The demo's two years of history: the season's months with sales, this month last.
    const sales = await tableOf(page, 'Shitjet për muaj: ky sezon kundrejt sezonit të kaluar', 'Shiko tabelën');
    expect(sales).toHaveLength(12);
    expect(sales.map((r) => r[1])).toEqual(o.salesByMonth.map((m) => spaces(euro(m.salesCents, 'sq'))));
    expect(sales.filter((r) => r[3] !== spaces(euro(0, 'sq'))).length).toBeGreaterThan(6); // last season too
    const countries = await tableOf(page, 'Rezervimet sipas destinacionit (shtetit)', 'Shiko tabelën');
    expect(countries.map((r) => [r[0], r[1]])).toEqual(o.byCountry.map((c) => [c.name ?? 'Vetëm bileta avioni', String(c.bookings)]));
    const seats = await tableOf(page, 'Zënia e vendeve në nisjet e ardhshme', 'Shiko tabelën');
    expect(seats.map((r) => [r[0], r[2], r[3], r[4]])).toEqual(o.nextDepartures.map((f) => [f.label, String(f.sold), String(f.onOption), String(f.free)]));
    const weeks = await tableOf(page, 'Pagesat e arkëtuara për javë', 'Shiko tabelën');
    expect(weeks.map((r) => r[1])).toEqual(o.paymentsByWeek.map((w) => spaces(euro(w.receivedCents, 'sq'))));
    // Each chart is an image named by its sentence, beside its table.
    expect(await page.locator('canvas[role="img"]').count()).toBe(5);
    expect(await page.locator('canvas[role="img"]').first().getAttribute('aria-label')).toMatch(/^Shitjet e 12 muajve të fundit: /);
    expect(await seriousViolations(page)).toEqual([]);

    await page.evaluate(() => { document.cookie = 'lang=en; Path=/'; });
    await page.reload({ waitUntil: 'commit' });
    const todayEn = page.getByRole('region', { name: /^Today, / });
    expect(await figure(todayEn, 'Revenue')).toBe(spaces(euro(o.bookedToday.revenueCents, 'en')));
    expect(await figure(page.getByRole('region', { name: 'Now', exact: true }), 'Outstanding')).toBe(spaces(euro(o.outstanding.cents, 'en')));
    const salesEn = await tableOf(page, 'Sales per month: this season against last season', 'Show table');
    expect(salesEn.map((r) => r[1])).toEqual(o.salesByMonth.map((m) => euro(m.salesCents, 'en')));
    expect(salesEn[11]![0]).toMatch(/^[A-Z][a-z]{2} \d{4}$/);
    await page.getByRole('region', { name: 'Payments received per week' }).waitFor();
    expect(await page.locator('body').innerText()).not.toMatch(/Shiko tabelën|Të arkëtuara/);
    await page.evaluate(() => { document.cookie = 'lang=sq; Path=/'; });
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('an admin on a 390 px phone: the numbers and a chart\'s table fit the screen', async () => {
    page = await e2e.newPage('phone', { touch: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await loginAs(page, 'admin', 'BaniAdmin2026!');
    await page.goto('/dashboard', { waitUntil: 'commit' });
    await page.getByRole('region', { name: /^Sot, / }).getByText('Rezervime', { exact: true }).waitFor();
    const seats = await tableOf(page, 'Zënia e vendeve në nisjet e ardhshme', 'Shiko tabelën');
    expect(seats.length).toBeGreaterThan(0);
    const canvas = page.locator('canvas[role="img"]').first();
    const box = await canvas.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(box!.height).toBeGreaterThan(100);
    // Nothing wider than the phone: a wide table scrolls in its own box, not the page.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('a customer is refused the figures', async () => {
    page = await e2e.newPage();
    await loginAs(page, 'demo', 'Demo123!');
    const res = await page.request.post('/graphql', { data: { query: '{ dashboardOverview { today } }' } });
    const body = (await res.json()) as { errors?: { extensions?: { code?: string } }[] };
    expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
