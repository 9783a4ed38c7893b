import pg from 'pg';
import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient, loginAs, loginInBrowser, type Gql } from './site-helpers';

const e2e = useE2E();

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const BOOK = 'mutation($i: BookingInput!) { bookPackage(input: $i) { id status } }';

async function customer(tag: string): Promise<{ gql: Gql; username: string; password: string }> {
  const gql = graphqlClient(e2e.baseUrl);
  const username = `${tag}${Date.now()}`;
  const password = 'Udhetimi2026!';
  await gql('mutation($i: RegisterInput!) { register(input: $i) { id } }', {
    i: { firstName: 'Vjosa', lastName: 'Gashi', number: '+383 44 555 666', email: `${username}@example.com`, username, password },
  });
  await loginAs(gql, username, password);
  return { gql, username, password };
}

describeBrowser('a full departure\'s waiting list (issue 43)', () => {
  it('on a phone: a customer joins the waiting list of a full package, sees her place, and holds the seats as an option once a booking is cancelled', async () => {
    const admin = graphqlClient(e2e.baseUrl);
    await loginAs(admin, 'admin', 'BaniAdmin2026!');
    const { airports } = await admin<{ airports: { id: number; country: { id: number } }[] }>('{ airports { id country { id } } }');
    const airport = airports[0]!;
    const title = `Plot ${Date.now()}`;
    const { createPackage: pkg } = await admin<{ createPackage: { id: number } }>('mutation($i: PackageInput!) { createPackage(input: $i) { id } }', {
      i: { title, countryId: airport.country.id, airportId: airport.id, price: 420, persons: 2, rating: 4, roomType: 'Dhomë dyshe', board: 'ALL_INCLUSIVE',
        departureDate: day(40), returnDate: day(47), seats: 2 },
    });
    const first = await customer('mbajtesi');
    const held = await first.gql<{ bookPackage: { id: number } }>(BOOK, { i: { packageId: pkg.id, adults: 2, travellerNames: ['Arta Krasniqi', 'Blerim Krasniqi'] } });

    const me = await customer('pritja');
    const page = await e2e.newPage('phone', { touch: true });
    await page.goto(`/login?next=${encodeURIComponent(`/aranzhmani/${pkg.id}`)}`);
    await loginInBrowser(page, me.username, me.password);
    await page.waitForURL((url) => url.pathname === `/aranzhmani/${pkg.id}`);
    const box = page.locator('section[aria-labelledby="booking-heading"]');
    await box.getByText('Nuk ka më vende të lira').waitFor();
    const adults = box.getByLabel('Të rritur', { exact: true });
    while (Number(await adults.inputValue()) > 1) await box.getByRole('button', { name: 'Më pak: Të rritur' }).click();
    await box.getByLabel('I rritur 1: emri dhe mbiemri').fill('Vjosa Gashi');
    expect(await box.getByRole('button', { name: 'Rezervo tani' }).isDisabled()).toBe(true);
    await box.getByRole('button', { name: 'Më vendos në listën e pritjes' }).click();
    await box.getByRole('heading', { name: 'Jeni në listën e pritjes' }).waitFor();
    expect(await box.innerText()).toContain('jeni të 1-it në listën e pritjes');

    await page.getByRole('link', { name: 'Shiko rezervimet e mia' }).click();
    await page.waitForURL((url) => url.pathname === '/rezervimet-e-mia');
    const item = page.getByRole('listitem').filter({ hasText: title });
    await item.getByText('Në listën e pritjes', { exact: true }).waitFor();
    expect(await item.getByRole('button', { name: 'Dil nga lista e pritjes' }).isVisible()).toBe(true);

    // The page is drawn with her place on the list; the browser's own question about the visitor (the
    // header, the cards' "E rezervuar") is slow to come back, and meanwhile the first party cancels: the
    // queue offers her the freed seats, with nobody's action.
    let answer!: () => void;
    const late = new Promise<void>((resolve) => { answer = resolve; });
    const operation = (r: { postDataJSON(): unknown }) => (r.postDataJSON() as { operationName?: string } | null)?.operationName;
    await page.route('**/graphql', async (route) => {
      if (operation(route.request()) === 'Visitor') await late;
      await route.continue();
    });
    await page.reload();
    await item.getByText('Në listën e pritjes', { exact: true }).waitFor();
    await first.gql(`mutation { cancelMyReservation(id: ${held.bookPackage.id}) { status } }`);
    await expect.poll(async () => (await me.gql<{ myReservations: { status: string }[] }>('{ myReservations { status } }')).myReservations[0]?.status,
      { timeout: 20_000, interval: 500 }).toBe('OPTION');
    const visitorAnswered = page.waitForResponse((r) => r.url().endsWith('/graphql') && operation(r.request()) === 'Visitor');
    answer();
    await visitorAnswered;
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    // That later answer does not turn the booking drawn on the list into an option without its expiry and money.
    expect(await item.getByText('Në listën e pritjes', { exact: true }).count()).toBe(1);
    expect(await item.getByText('Opsion', { exact: true }).count()).toBe(0);
    await page.unroute('**/graphql');
    // A customer looks again a little later: the list is drawn anew each time.
    await expect.poll(async () => {
      await page.reload();
      const mine = page.getByRole('listitem').filter({ hasText: title });
      await mine.waitFor();
      return mine.getByText('Opsion', { exact: true }).count();
    }, { timeout: 20_000, interval: 1000 }).toBe(1);
    expect(await page.getByRole('listitem').filter({ hasText: title }).innerText()).toMatch(/Vendet mbahen për ju deri më \d+ \S+ \d{4}, \d{2}:\d{2}/);
    const scrolls = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(scrolls).toBe(false);
    expect(e2e.serverOutput()).toContain('U liruan vende për ju');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('a link to a departure whose booking has closed opens its page, which says so in either language, with no price to ask', async () => {
    const admin = graphqlClient(e2e.baseUrl);
    await loginAs(admin, 'admin', 'BaniAdmin2026!');
    const { airports } = await admin<{ airports: { id: number; country: { id: number } }[] }>('{ airports { id country { id } } }');
    const airport = airports[0]!;
    const title = `Nisje sot ${Date.now()}`;
    const { createPackage: pkg } = await admin<{ createPackage: { id: number } }>('mutation($i: PackageInput!) { createPackage(input: $i) { id } }', {
      i: { title, countryId: airport.country.id, airportId: airport.id, price: 380, persons: 2, rating: 4, roomType: 'Dhomë dyshe', board: 'ALL_INCLUSIVE',
        departureDate: day(30), returnDate: day(37), seats: 20 },
    });
    // Time moves the departure to the agency's today: inside the one-day cut-off.
    const db = new pg.Client({ connectionString: await e2e.databaseUrl() });
    await db.connect();
    await db.query(`update packages set departure_date = d, return_date = d + 7 from (select (now() at time zone 'Europe/Belgrade')::date as d) x where id = $1`, [pkg.id]);
    await db.end();

    const page = await e2e.newPage('phone', { touch: true });
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) asked.push(String((r.postDataJSON() as { operationName?: string } | null)?.operationName));
    });
    const response = await page.goto(`/aranzhmani/${pkg.id}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    const box = page.locator('section[aria-labelledby="booking-heading"]');
    await box.getByText('Rezervimet për këtë nisje janë mbyllur.').waitFor();
    expect(await box.getByRole('button', { name: 'Rezervo tani' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Menuja' }).click();
    await page.locator('#mobile-menu').getByRole('button', { name: 'English', exact: true }).click();
    await box.getByText('Booking for this departure has closed.').waitFor();
    expect(asked).not.toContain('BookingQuote');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
