import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient, seriousViolations } from './site-helpers';

const e2e = useE2E();

// Every public page: its path, its h1, and another casing of the path (which must land on it).
const routes = [
  { path: '/', heading: 'Bani Travel', other: null },
  { path: '/turqi', heading: 'Turqi | Paketa pushimesh', other: '/TURQI' },
  { path: '/bullgari', heading: 'Bansko | Bullgari', other: '/Bullgari' },
  { path: '/FestateFundVitit', heading: 'Festat e Fundvitit', other: '/festateFundvitit' },
  { path: '/Maqedoni', heading: "Maqedoni | Mia's Favorite Hotel, Ohër", other: '/maqedoni' },
  { path: '/Greqi', heading: 'Vizitoni Greqinë', other: '/greqi' },
  { path: '/EuropeCityBreak', heading: 'EUROPE CITY BREAK', other: '/europecitybreak' },
  { path: '/Dubai', heading: 'Pushime në Abu Dhabi dhe Dubai', other: '/dubai' },
  { path: '/VisitKosova', heading: 'Visit Kosova', other: '/visitkosova' },
  { path: '/kontakt', heading: 'Kontaktoni me Ne', other: '/Kontakt' },
  { path: '/search', heading: 'Kërko aranzhmane', other: '/Search' },
  { path: '/aranzhmani/1', heading: null, other: '/ARANZHMANI/1' },
  { path: '/te-preferuarat', heading: 'Të preferuarat', other: '/Te-Preferuarat' },
  { path: '/rezervimet-e-mia', heading: 'Rezervimet e mia', other: '/REZERVIMET-E-MIA' },
  { path: '/unsubscribe?token=abc', heading: 'Çregjistrohu nga ofertat javore', other: '/Unsubscribe?token=abc' },
  { path: '/login', heading: 'Hyr në Llogari', other: '/Login' },
  { path: '/register', heading: 'Regjistrohu', other: '/REGISTER' },
  { path: '/keshilla-per-udhetim', heading: 'Këshilla për udhëtim', other: '/Keshilla-Per-Udhetim' },
  { path: '/rregullat-e-udhetimit', heading: 'Rregullat e Udhëtimit', other: '/RREGULLAT-E-UDHETIMIT' },
  { path: '/rreth-nesh', heading: 'Rreth nesh', other: '/Rreth-Nesh' },
  { path: '/politika-e-cookies', heading: 'Politika e Cookies', other: '/Politika-e-Cookies' },
  { path: '/privatesia', heading: 'Politika e privatësisë', other: '/Privatesia' },
  { path: '/b2b', heading: 'B2B: për agjencitë partnere', other: '/B2B' },
];

describeBrowser('public pages', () => {
  it('every public route: any casing lands on it, with its h1, title, description, no console error and no serious axe violation', { timeout: 180_000 }, async () => {
    const gql = graphqlClient(e2e.baseUrl);
    const { package: pkg } = await gql<{ package: { title: string } }>('{ package(id: 1) { title } }');
    const page = await e2e.newPage();
    const descriptions = new Set<string>();
    const found: string[] = [];
    for (const route of routes) {
      const heading = route.heading ?? pkg.title;
      // The other casing is visited; arriving at the canonical path proves both (parameterised
      // paths have no canonical spelling and render as typed).
      await page.goto(route.other ?? route.path);
      await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
      const canonical = new URL(route.path, e2e.baseUrl);
      if (!route.path.includes('/aranzhmani/')) {
        await page.waitForURL((url) => url.pathname === canonical.pathname && url.search === canonical.search);
      }
      await expect.poll(() => page.title()).toMatch(/Bani Travel$/);
      await page.getByRole('banner').first().waitFor(); // the public header is on every page
      await page.waitForLoadState('networkidle');
      descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
      for (const v of await seriousViolations(page)) found.push(`${route.path}: ${v}`);
    }
    // At 375 px, with the menu open.
    const phone = await e2e.newPage('phone');
    for (const path of ['/', '/search']) {
      await phone.goto(path);
      await phone.waitForLoadState('networkidle');
      await phone.getByRole('button', { name: 'Menuja' }).click();
      for (const v of await seriousViolations(phone)) found.push(`375 ${path}: ${v}`);
    }
    expect(found).toEqual([]);
    expect(descriptions.size).toBeGreaterThan(10); // each page describes itself
    expect((await page.goto('/no-such-page'))?.status()).toBe(404);
    await page.getByRole('heading', { name: 'Faqja nuk u gjet' }).waitFor();
    // The browser reports the 404 it was given (rightly); nothing else may appear.
    expect(e2e.consoleErrors(page).filter((e) => !(e.includes('status of 404') && e.includes('/no-such-page')))).toEqual([]);
    expect(e2e.consoleErrors(phone)).toEqual([]);
  });

  it('serves robots.txt and a sitemap of the public pages', async () => {
    const robots = await fetch(`${e2e.baseUrl}/robots.txt`);
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(/^Allow: \/$/m);
    expect(text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
    const sitemap = await fetch(`${e2e.baseUrl}/sitemap.xml`);
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toContain('xml');
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
    for (const path of ['/', '/turqi', '/bullgari', '/FestateFundVitit', '/Maqedoni', '/Greqi', '/EuropeCityBreak', '/Dubai', '/VisitKosova', '/kontakt', '/search']) {
      expect(locs).toContain(path);
    }
  });

  it('destination pages: DB tables, static tables, links and the price button', async () => {
    const gql = graphqlClient(e2e.baseUrl);
    const data = await gql<{
      roomPrices: { roomType: string }[];
      dubaiPrices: { roomType: string }[];
      macedoniaPrices: { roomType: string }[];
      countries: { id: number; name: string }[];
    }>('{ roomPrices { roomType } dubaiPrices { roomType } macedoniaPrices { roomType } countries { id name } }');
    const page = await e2e.newPage();

    await page.goto('/turqi');
    const turqi = page.getByRole('region', { name: 'Çmimet e dhomave' });
    await turqi.getByRole('cell', { name: data.roomPrices[0]!.roomType }).waitFor();
    expect(await turqi.locator('tbody tr').count()).toBe(data.roomPrices.length);
    for (const item of ['Akomodim', 'Mëngjesi', 'Spa center', 'Pishina', 'Aqua Park', 'Parking', 'WI-FI', 'Transferi', 'Shërbimet shtesë']) {
      await page.getByRole('listitem').filter({ hasText: item }).first().waitFor();
    }
    await page.getByRole('heading', { name: 'Në çmim përfshihet' }).waitFor();
    await page.getByRole('heading', { name: 'Në çmim nuk përfshihet' }).waitFor();

    await page.goto('/bullgari');
    const ski = page.getByRole('region', { name: 'Çmimet për një të rritur' });
    // The page is a lazy chunk: it renders after the load event.
    await ski.locator('tbody tr').first().waitFor();
    expect(await ski.locator('tbody tr').allInnerTexts()).toEqual([
      'Ski pass, Skitë dhe Shkopinjtë\t€ 400\t€ 518\t€ 676',
      'Ski pass, Skitë, Shkopinjtë dhe Këpucët për Skitë\t€ 422\t€ 543\t€ 698',
      'Big Ski pass dhe Skitë\t€ 517\t€ 662\t€ 859',
    ]);
    await page.getByText('01-13 Dhjetor').waitFor();
    await page.locator('[aria-label="Bansko në fotografi"] img').first().waitFor({ state: 'attached' });

    for (const [path, id, rows] of [
      ['/Dubai', 'cmimet-dubai', data.dubaiPrices.length],
      ['/Maqedoni', 'cmimet-maqedoni', data.macedoniaPrices.length],
    ] as const) {
      await page.goto(path);
      const table = page.locator(`#${id}`);
      await expect.poll(() => table.locator('tbody tr').count()).toBe(rows);
      await page.getByRole('button', { name: 'Çmimi' }).click();
      await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(id);
      await expect.poll(() => table.evaluate((el) => el.getBoundingClientRect().top < window.innerHeight)).toBe(true);
    }

    await page.goto('/EuropeCityBreak');
    for (const name of ['France', 'Italy', 'Netherlands', 'Spain', 'Germany', 'United Kingdom']) {
      const id = data.countries.find((c) => c.name === name)?.id;
      const link = page.getByRole('link', { name, exact: true });
      expect(await link.getAttribute('href')).toBe(`/search?toId=${id}&toEmri=${encodeURIComponent(name)}`);
    }
    expect(data.countries.find((c) => c.name === 'France')?.id).toBe(6);

    await page.goto('/Greqi');
    for (const [name, href] of [
      ['Ofertat për Athinë', '/search?s=athin'],
      ['Ofertat për Selanik', '/search?s=selanik'],
      ['Ofertat për Patra', '/search?s=patra'],
    ]) {
      expect(await page.getByRole('link', { name }).getAttribute('href')).toBe(href);
    }
    await page.locator('[aria-roledescription="karusel"][aria-label="Vizitoni Greqinë"]').waitFor();

    await page.goto('/VisitKosova');
    await page.getByRole('heading', { name: 'Muzeu Kombëtar i Kosovës' }).waitFor();
    await page.getByRole('heading', { name: 'Bani Travel', level: 2, exact: true }).waitFor();
    await expect.poll(() => page.locator('[aria-roledescription="karusel"] [aria-roledescription="pamje"]').count()).toBe(4);

    // New Year cards: the picture changes every 2 s while hovered, and stays put otherwise.
    await page.goto('/FestateFundVitit');
    const card = page.locator('article', { hasText: 'Las Vegas' });
    expect(await card.getAttribute('data-frame')).toBe('0');
    await page.waitForTimeout(2200);
    expect(await card.getAttribute('data-frame')).toBe('0');
    await card.hover();
    await expect.poll(() => card.getAttribute('data-frame'), { timeout: 3000 }).toBe('1');
    for (const city of ['New York', 'Las Vegas', 'San Francisco']) await page.getByRole('heading', { name: city }).waitFor();
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it("a package's facts in English: its room and board in English, not the Albanian the agency typed first", async () => {
    const gql = graphqlClient(e2e.baseUrl);
    const { searchPackages } = await gql<{ searchPackages: { items: { id: number; roomType: string; roomTypeEn: string | null; board: string | null }[] } }>(
      '{ searchPackages(page: { pageSize: 50 }) { items { id roomType roomTypeEn board } } }',
    );
    const pkg = searchPackages.items.find((p) => p.roomTypeEn && !p.roomTypeEn.includes(p.roomType) && p.board === 'HALF_BOARD');
    expect(pkg, 'a demo package with an English room name, half board').toBeDefined();
    const page = await e2e.newPage('phone', { touch: true });
    await page.context().addCookies([{ name: 'lang', value: 'en', url: e2e.baseUrl }]);
    await page.goto(`/aranzhmani/${pkg!.id}`);
    const facts = page.getByRole('region', { name: 'Trip details' });
    await facts.getByText(pkg!.roomTypeEn!, { exact: true }).waitFor();
    await facts.getByText('Half board', { exact: true }).waitFor();
    expect(await facts.innerText()).not.toContain(pkg!.roomType);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('switches SQ -> EN and back; the phone menu works at 375 px', async () => {
    const page = await e2e.newPage('phone');
    await page.goto('/');
    await page.getByRole('button', { name: 'KËRKO' }).waitFor();
    const toggle = page.getByRole('button', { name: 'Menuja' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    for (const name of ['Turqi', 'Bullgari', 'Festat e fundvitit', 'Maqedoni', 'Greqi', 'Europe-City Break', 'Dubai', 'Visit Kosova', 'Kontakti', 'Regjistrohu', 'Hyr']) {
      await menu.getByRole('link', { name, exact: true }).waitFor();
    }
    await menu.getByRole('link', { name: 'Dubai' }).click();
    await page.waitForURL((url) => url.pathname === '/Dubai');
    await menu.waitFor({ state: 'hidden' });
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false');
    // No sideways scrolling at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);

    await page.goto('/');
    await toggle.click();
    await menu.getByRole('button', { name: 'English', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'SEARCH' }).waitFor();
    await page.getByRole('heading', { name: 'Special Offers' }).waitFor();
    await page.getByRole('heading', { name: 'Istanbul Offers' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await menu.getByRole('button', { name: 'Shqip', exact: true }).click();
    await page.getByRole('button', { name: 'KËRKO' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('sq');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
