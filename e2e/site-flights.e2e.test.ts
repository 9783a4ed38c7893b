import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient, loginAs, loginInBrowser } from './site-helpers';

const e2e = useE2E();

interface Flight { id: number; seatPrice: number | null; outboundNumber: string; returnNumber: string; outboundDepartsAt: string; toCode: string; fromAirport: { code: string; label: string } }

/** A demo charter whose seats are sold alone (flights.seed.ts), and its outbound day as the agency's calendar has it. */
async function sellingFlight(): Promise<Flight & { day: string }> {
  const admin = graphqlClient(e2e.baseUrl);
  await loginAs(admin, 'admin', 'BaniAdmin2026!');
  const { flights } = await admin<{ flights: { items: Flight[] } }>(
    '{ flights(upcoming: true, page: { pageSize: 50 }) { items { id seatPrice outboundNumber returnNumber outboundDepartsAt toCode fromAirport { code label } } } }');
  const flight = flights.items.find((f) => f.seatPrice !== null);
  if (!flight) throw new Error('no demo flight sold alone');
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Belgrade', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(flight.outboundDepartsAt));
  return { ...flight, day };
}

describeBrowser('seats alone: the home\'s Fluturimi tab (issue 43, item 6)', () => {
  it('a customer finds a charter around a day, books two seats, sees the reference and the hold, and finds it in my reservations', async () => {
    const flight = await sellingFlight();
    const username = `seats${Date.now()}`;
    await graphqlClient(e2e.baseUrl)('mutation($i: RegisterInput!) { register(input: $i) { id } }', {
      i: { firstName: 'Blerim', lastName: 'Gashi', number: '+383 44 765 432', email: `${username}@example.com`, username, password: 'Bileta2026!' },
    });
    const page = await e2e.newPage();
    await page.goto('/login?next=%2F');
    await loginInBrowser(page, username, 'Bileta2026!');
    await page.waitForURL((url) => url.pathname === '/');

    await page.getByRole('tab', { name: 'Fluturimi' }).click();
    const form = page.getByRole('tabpanel');
    await form.getByLabel('Nisja nga').selectOption({ label: flight.fromAirport.label });
    await form.getByLabel('Data e nisjes').fill(flight.day);
    await form.getByRole('button', { name: 'KËRKO' }).click();
    await page.waitForURL((url) => url.pathname === '/fluturime' && url.searchParams.get('DepartureDate') === flight.day);

    const card = page.getByRole('listitem').filter({ hasText: flight.outboundNumber });
    await card.getByText(`€${flight.seatPrice}`).waitFor();
    expect(await card.innerText()).toContain(flight.returnNumber);
    await card.getByRole('button', { name: 'Rezervo vendet' }).click();
    await card.getByLabel('I rritur 1: emri dhe mbiemri').fill('Blerim Gashi');
    await card.getByLabel('I rritur 2: emri dhe mbiemri').fill('Vjosa Gashi');
    await card.getByRole('button', { name: 'Rezervo tani' }).click();

    await card.getByText('Rezervimi u krye!').waitFor();
    const reference = (await card.getByTestId('booking-reference').innerText()).trim();
    expect(reference).toMatch(/^BT-\d{4}-\d{6}$/);
    expect(await card.innerText()).toContain('Vendet mbahen për ju deri më');
    expect(await card.innerText()).toContain(`€${flight.seatPrice! * 2}`);

    await card.getByRole('link', { name: 'Shiko rezervimet e mia' }).click();
    await page.waitForURL((url) => url.pathname === '/rezervimet-e-mia');
    // The results' card holds the reference too until the next page is drawn.
    await page.getByRole('heading', { level: 1, name: 'Rezervimet e mia' }).waitFor();
    const item = page.getByRole('listitem').filter({ hasText: reference });
    await item.waitFor();
    expect(await item.innerText()).toContain(`Fluturim ${flight.fromAirport.code} → ${flight.toCode}, ${flight.outboundNumber} / ${flight.returnNumber}`);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('reads on a phone: the results drawn by the server, no sideways scrolling, the booking form within the screen', async () => {
    const flight = await sellingFlight();
    const page = await e2e.newPage('phone');
    await page.goto(`/fluturime?DepartureDate=${flight.day}&flex=1&vajtje=1`);
    const card = page.getByRole('listitem').filter({ hasText: flight.outboundNumber });
    await card.waitFor();
    // One way: the outbound leg only, at the one-way price.
    expect(await card.innerText()).not.toContain(flight.returnNumber);
    await card.getByRole('button', { name: 'Rezervo vendet' }).click();
    // A visitor is asked to log in first, and comes back to these results.
    const login = card.getByRole('link', { name: 'Ju duhet të kyçeni për të rezervuar' });
    await login.waitFor();
    expect(decodeURIComponent((await login.getAttribute('href')) ?? '')).toContain(`/fluturime?DepartureDate=${flight.day}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
