import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient, loginAs, loginInBrowser, pageResults, paintedTop } from './site-helpers';

// Issue 42, the public site's "Selling" items: the booking box says why it stops (a child's missing age,
// a party the room cannot take) and brings its confirmation into view with the focus on it.
const e2e = useE2E();

interface Option { id: number; roomType: string; maxAdults: number; maxChildren: number; minPersons: number }
interface Found { id: number; departureDate: string; seatsLeft: number | null; options: Option[] }

/** A package departing in more than three weeks whose first option takes two adults and a child. */
async function familyPackage(): Promise<{ pkg: Found; option: Option }> {
  const gql = graphqlClient(e2e.baseUrl);
  const data = await gql<{ searchPackages: { items: Found[] } }>(
    '{ searchPackages(order: { by: DATE, direction: DESC }, page: { pageSize: 50 }) { items { id departureDate seatsLeft options { id roomType maxAdults maxChildren minPersons } } } }',
  );
  const soon = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  for (const pkg of data.searchPackages.items) {
    const option = pkg.options[0];
    if (pkg.departureDate > soon && (pkg.seatsLeft === null || pkg.seatsLeft >= 6) && option && option.maxAdults >= 2 && option.maxAdults < 6 && option.maxChildren >= 1) {
      return { pkg, option };
    }
  }
  throw new Error('no demo package for a family');
}

describeBrowser('the booking box says why it stops, and where it ended (issue 42)', () => {
  it('on a phone: a child without an age, a party too big for the room, then the confirmation in view and focused', async () => {
    const { pkg, option } = await familyPackage();
    const username = `phone${Date.now()}`;
    await graphqlClient(e2e.baseUrl)('mutation($i: RegisterInput!) { register(input: $i) { id } }', {
      i: { firstName: 'Vesa', lastName: 'Berisha', number: '+383 44 555 666', email: `${username}@example.com`, username, password: 'Udhetimi2026!' },
    });
    const page = await e2e.newPage('phone', { touch: true });
    await page.goto(`/login?next=${encodeURIComponent(`/aranzhmani/${pkg.id}`)}`, { waitUntil: 'commit' });
    await loginInBrowser(page, username, 'Udhetimi2026!');
    await page.waitForURL((url) => url.pathname === `/aranzhmani/${pkg.id}`);
    const box = page.locator('section[aria-labelledby="booking-heading"]');
    const submit = box.getByRole('button', { name: 'Rezervo tani' });
    await submit.waitFor();
    const adults = box.getByLabel('Të rritur', { exact: true });

    // More adults than the room takes: said in words, and the button is off.
    while (Number(await adults.inputValue()) <= option.maxAdults) await box.getByRole('button', { name: 'Më shumë: Të rritur' }).click();
    await box.getByRole('alert').filter({ hasText: `Kjo dhomë merr më së shumti ${option.maxAdults} të rritur.` }).waitFor();
    expect(await submit.isDisabled()).toBe(true);
    while (Number(await adults.inputValue()) > 2) await box.getByRole('button', { name: 'Më pak: Të rritur' }).click();
    await box.getByTestId('booking-total').waitFor();

    // A child without an age: the age field says why the price and the button wait.
    await box.getByRole('button', { name: 'Më shumë: Fëmijë' }).click();
    const age = box.getByLabel('Mosha e fëmijës 1');
    await box.getByText('Zgjidhni moshën: çmimi dhe rezervimi e presin.').waitFor();
    expect(await age.getAttribute('aria-describedby')).toBeTruthy();
    await box.getByText('Zgjidhni moshën e çdo fëmije për të parë çmimin dhe për të rezervuar.').waitFor();
    expect(await submit.isDisabled()).toBe(true);
    await age.selectOption('5');
    await box.getByTestId('booking-total').waitFor();
    expect(await box.getByText('Zgjidhni moshën: çmimi dhe rezervimi e presin.').count()).toBe(0);

    await box.getByLabel('I rritur 1: emri dhe mbiemri').fill('Vesa Berisha');
    await box.getByLabel('I rritur 2: emri dhe mbiemri').fill('Liridon Berisha');
    await box.getByLabel('Fëmija 1: emri dhe mbiemri').fill('Albi Berisha');
    await expect.poll(() => submit.isEnabled()).toBe(true);
    await submit.click();

    // The confirmation is in view and holds the focus.
    const done = box.getByRole('heading', { name: 'Rezervimi u krye!' });
    await done.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Rezervimi u krye!');
    await expect
      .poll(() => done.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= window.innerHeight; }))
      .toBe(true);
    await expect.poll(() => box.getByTestId('booking-reference').evaluate((el) => el.getBoundingClientRect().bottom <= window.innerHeight)).toBe(true);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('a visitor goes from a card to the package page, and registering from its login brings them back there', async () => {
    const page = await e2e.newPage('phone', { touch: true });
    await page.goto('/search', { waitUntil: 'commit' });
    const card = page.locator('section[aria-labelledby="results-heading"] article').first();
    const see = card.getByRole('link', { name: /^Shiko aranzhmanin/ });
    await see.waitFor();
    const href = await see.getAttribute('href');
    expect(href).toMatch(/^\/aranzhmani\/\d+$/);
    await see.click();
    await page.waitForURL((url) => url.pathname === href);
    const box = page.locator('section[aria-labelledby="booking-heading"]');
    await box.getByRole('link', { name: 'Ju duhet të kyçeni për të rezervuar' }).click();
    await page.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === href);
    await page.getByRole('link', { name: 'Nuk keni llogari? Regjistrohu këtu' }).click();
    await page.waitForURL((url) => url.pathname === '/register' && url.searchParams.get('next') === href);
    const username = `back${Date.now()}`;
    const fields: Record<string, string> = {
      Emri: 'Dafina',
      Mbiemri: 'Hoxha',
      'Numri i telefonit': '+383 45 111 222',
      Email: `${username}@example.com`,
      'Emri i përdoruesit': username,
      Fjalëkalimi: 'Kthimi2026!',
    };
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Regjistrohu', exact: true }).click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByText('Regjistrimi ishte i suksesshëm.').waitFor();
    await box.getByRole('button', { name: 'Rezervo tani' }).waitFor();
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('a package without photos shows a placeholder on its card and its page, not a blank column', async () => {
    const admin = graphqlClient(e2e.baseUrl);
    await loginAs(admin, 'admin', 'BaniAdmin2026!');
    const title = `Pa foto ${Date.now()}`;
    const { createPackage: pkg } = await admin<{ createPackage: { id: number } }>('mutation($i: PackageInput!) { createPackage(input: $i) { id } }', {
      i: { title, countryId: 1, airportId: 1, price: 321, persons: 2, roomType: 'Dhomë dyshe', board: 'ALL_INCLUSIVE', departureDate: '2031-06-01', returnDate: '2031-06-08', rating: 4 },
    });
    const page = await e2e.newPage('phone');
    await page.goto(`/search?s=${encodeURIComponent(title)}`, { waitUntil: 'commit' });
    const card = page.locator('article').filter({ hasText: title });
    await card.getByTestId('photo-placeholder').waitFor();
    const box = await card.getByTestId('photo-placeholder').boundingBox();
    expect(box!.height).toBeGreaterThan(100);
    await page.goto(`/aranzhmani/${pkg.id}`, { waitUntil: 'commit' });
    const placeholder = page.locator('main').getByTestId('photo-placeholder').first();
    await placeholder.waitFor();
    expect((await placeholder.boundingBox())!.height).toBeGreaterThan(150);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it("every destination page ends with its offers (the search for its country) and an enquiry, in the server's HTML", async () => {
    const places = await graphqlClient(e2e.baseUrl)<{ countries: { id: number; name: string }[] }>('{ countries { id name } }');
    const idOf = (name: string) => places.countries.find((c) => c.name === name)?.id;
    const pages: [path: string, country: string | null][] = [
      ['/Dubai', 'Emiratet e Bashkuara Arabe'],
      ['/Maqedoni', 'Maqedoni e Veriut'],
      ['/bullgari', 'Bullgari'],
      ['/VisitKosova', 'Kosovë'],
      ['/turqi', 'Turqi'],
      ['/Greqi', 'Greqi'],
      ['/FestateFundVitit', 'SHBA'],
      ['/EuropeCityBreak', null],
    ];
    const plain = await e2e.newPage('phone', { javaScript: false });
    for (const [path, country] of pages) {
      await plain.goto(path);
      const end = plain.locator('section[aria-labelledby="destination-end"]');
      await end.getByRole('heading', { name: 'Gati për udhëtim?' }).waitFor();
      const offers = end.getByRole('link', { name: country ? `Të gjitha ofertat për ${country}` : 'Të gjitha aranzhmanet' });
      const href = new URL((await offers.getAttribute('href'))!, e2e.baseUrl);
      expect(href.pathname, path).toBe('/search');
      expect(href.searchParams.get('toId'), path).toBe(country ? String(idOf(country)) : null);
      expect(await end.getByRole('link', { name: 'Na pyesni' }).getAttribute('href'), path).toBe('/kontakt');
    }

    // With the app running, on a phone: from /Dubai to its offers.
    const page = await e2e.newPage('phone', { touch: true });
    await page.goto('/Dubai', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'Të gjitha ofertat për Emiratet e Bashkuara Arabe' }).click();
    await page.waitForURL((url) => url.pathname === '/search' && url.searchParams.get('toId') === String(idOf('Emiratet e Bashkuara Arabe')));
    await page.locator('section[aria-labelledby="results-heading"] article').first().waitFor();
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it("on a phone the search's filters fold behind \"Filtro\" with their count, results first; it works without JavaScript too", async () => {
    const page = await e2e.newPage('phone', { touch: true });
    await page.goto('/search?toId=2&board=ALL_INCLUSIVE', { waitUntil: 'commit' });
    const fold = page.locator('summary').filter({ hasText: 'Filtro' });
    await fold.waitFor();
    expect(await fold.getByTestId('filter-count').innerText()).toBe('2');
    expect(await fold.innerText()).toContain('Filtro');
    // The first result is on the first screen, as the page is painted (not laid out before its stylesheet).
    const first = page.locator('section[aria-labelledby="results-heading"] article').first();
    await first.waitFor();
    expect(await paintedTop(first)).toBeLessThan(740);
    const panelHeading = page.getByRole('heading', { name: 'Gjeni udhëtimin tuaj' });
    expect(await panelHeading.isVisible()).toBe(false);

    await fold.click();
    await panelHeading.waitFor();
    await page.getByLabel('Shërbimi').selectOption('HALF_BOARD');
    await page.getByRole('button', { name: 'Kërko udhëtimet' }).click();
    await page.waitForURL((url) => url.searchParams.get('board') === 'HALF_BOARD');
    await expect.poll(() => panelHeading.isVisible()).toBe(false);
    expect(await fold.getByTestId('filter-count').innerText()).toBe('2');
    expect(e2e.consoleErrors(page)).toEqual([]);

    // Before (or without) the app: the fold opens all the same.
    const plain = await e2e.newPage('phone', { javaScript: false });
    await plain.goto('/search?s=antalya');
    const plainFold = plain.locator('summary').filter({ hasText: 'Filtro' });
    expect(await plainFold.getByTestId('filter-count').innerText()).toBe('1');
    await plainFold.click();
    await plain.getByRole('heading', { name: 'Gjeni udhëtimin tuaj' }).waitFor();

    // On a wide screen the filters are simply there, with or without JavaScript, and no "Filtro".
    for (const javaScript of [false, true]) {
      const wide = await e2e.newPage('desktop', { javaScript });
      await wide.goto('/search');
      await wide.getByRole('heading', { name: 'Gjeni udhëtimin tuaj' }).waitFor();
      expect(await wide.locator('summary').filter({ hasText: 'Filtro' }).isVisible()).toBe(false);
    }
  });

  it('a date with no departure offers the departures ± 3 days, and "± 3 ditë" is a choice of the search form', async () => {
    const gql = graphqlClient(e2e.baseUrl);
    const total = async (filter: Record<string, unknown>) =>
      (await gql<{ searchPackages: { total: number } }>('query($f: PackageSearchInput) { searchPackages(filter: $f) { total } }', { f: filter })).searchPackages.total;
    const { searchPackages } = await gql<{ searchPackages: { items: { departureDate: string }[] } }>(
      '{ searchPackages(filter: { countryId: 2 }, order: { by: DATE, direction: ASC }, page: { pageSize: 100 }) { items { departureDate } } }',
    );
    const shift = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
    let empty = '';
    for (const { departureDate } of searchPackages.items.slice(3)) {
      const day = shift(departureDate, -2);
      if ((await total({ countryId: 2, departureDate: day })) === 0) {
        empty = day;
        break;
      }
    }
    expect(empty).not.toBe('');
    const near = await total({ countryId: 2, departureDate: empty, dateFlexDays: 3 });
    expect(near).toBeGreaterThan(0);

    const page = await e2e.newPage('phone', { touch: true });
    await page.goto(`/search?toId=2&DepartureDate=${empty}`, { waitUntil: 'commit' });
    await page.getByText('Nuk u gjet asnjë aranzhman për këtë kërkim.').waitFor();
    await page.getByText('Nisje afër kësaj date:').waitFor();
    await page.getByRole('link', { name: '± 3 ditë' }).click();
    await page.waitForURL((url) => url.searchParams.get('flex') === '3' && url.searchParams.get('DepartureDate') === empty);
    await expect.poll(async () => (await pageResults(page)).count).toBe(near);
    // The form says so: its "± 3 ditë" is ticked; unticking it searches the day alone again.
    await page.locator('summary').filter({ hasText: 'Filtro' }).click();
    const flex = page.getByLabel('± 3 ditë');
    expect(await flex.isChecked()).toBe(true);
    await flex.uncheck();
    await page.getByRole('button', { name: 'Kërko udhëtimet' }).click();
    await page.waitForURL((url) => url.searchParams.get('flex') === null && url.searchParams.get('DepartureDate') === empty);
    await page.getByText('Nisje afër kësaj date:').waitFor();
    expect(e2e.consoleErrors(page)).toEqual([]);

    // Without JavaScript the nearby departures are in the server's page.
    const plain = await e2e.newPage('desktop', { javaScript: false });
    await plain.goto(`/search?toId=2&DepartureDate=${empty}`);
    await plain.getByText('Nisje afër kësaj date:').waitFor();
    expect(await plain.getByRole('link', { name: '± 3 ditë' }).getAttribute('href')).toContain('flex=3');
  });

  it('"Nisja nga" lists only the airports a package leaves from', async () => {
    const { airports } = await graphqlClient(e2e.baseUrl)<{ airports: { code: string }[] }>('{ airports(withDepartures: true) { code } }');
    const page = await e2e.newPage();
    await page.goto('/', { waitUntil: 'commit' });
    const from = page.getByLabel('Nisja nga');
    await from.locator('option').nth(1).waitFor({ state: 'attached' });
    const codes = (await from.locator('option').allInnerTexts()).slice(1).map((label) => label.match(/\(([A-Z]{3})\)$/)?.[1]);
    expect(codes).toEqual(airports.map((a) => a.code));
    expect(codes).not.toContain('AYT'); // Antalya: packages fly there, none leaves from it
  });
});
