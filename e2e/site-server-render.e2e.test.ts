import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient, loginInBrowser } from './site-helpers';

const e2e = useE2E();

// Server rendering (ADR 0019): the HTML of a public page carries its content, and the browser takes it
// over (hydration) without a mismatch, without asking again for what the HTML brought (the route
// loaders' answers travel in it), and works.

describeBrowser('server-rendered pages', () => {
  it('shows the content of the four measured pages with JavaScript turned off', async () => {
    const gql = graphqlClient(e2e.baseUrl);
    const { package: pkg } = await gql<{ package: { title: string } }>('{ package(id: 1) { title } }');
    const page = await e2e.newPage('phone', { javaScript: false });
    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Bani Travel' }).waitFor();
    await page.getByRole('heading', { name: 'Oferta Speciale' }).waitFor();
    await page.goto('/search?toId=2');
    await page.getByRole('heading', { level: 1, name: 'Kërko aranzhmane' }).waitFor();
    expect(await page.locator('main a[href^="/aranzhmani/"]').count()).toBeGreaterThan(0);
    await page.goto('/aranzhmani/1');
    await page.getByRole('heading', { level: 1, name: pkg.title }).waitFor();
    await page.getByText(/^€\d+/).first().waitFor();
    await page.goto('/turqi');
    await page.getByRole('heading', { level: 1, name: 'Turqi | Paketa pushimesh' }).waitFor();
    // The room price table (its caption names it) with its prices.
    await page.getByText('Çmimet e dhomave', { exact: true }).waitFor();
    await page.getByText(/€\d+/).first().waitFor();
  });

  it('hydrates each page without a mismatch or a second request for its data, and the page works after', async () => {
    const page = await e2e.newPage();
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) asked.push(`${new URL(page.url()).pathname}: ${(r.postDataJSON() as { operationName?: string } | null)?.operationName}`);
    });
    for (const path of ['/', '/search?toId=2', '/aranzhmani/1', '/turqi']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    // What the server rendered was enough: the first client render asked nothing again.
    expect(asked).toEqual([]);
    // React reports a hydration mismatch as a console error (or an uncaught error): none.
    expect(e2e.consoleErrors(page)).toEqual([]);

    // Search: a filter changes the URL and the results, on the client.
    await page.goto('/search?toId=2');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const first = await page.locator('main a[href^="/aranzhmani/"]').first().getAttribute('href');
    await page.getByLabel('Rendit sipas').selectOption({ label: 'Çmimi' });
    await page.waitForURL((url) => url.searchParams.get('sort') === 'price');
    await expect.poll(() => page.locator('main a[href^="/aranzhmani/"]').first().getAttribute('href')).not.toBe(first);

    // A package link navigates in the page (no new document), to a page with its own h1.
    const card = page.locator('main a[href^="/aranzhmani/"]').first();
    const href = (await card.getAttribute('href'))!;
    await card.click();
    await page.waitForURL((url) => url.pathname === href);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);

    // SQ/EN: switches at once, and the next page the server renders is English.
    await page.goto('/turqi');
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByText('Room prices', { exact: true }).waitFor();
    const html = await (await page.context().request.get('/turqi', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toContain('Room prices');
    await page.reload();
    await page.getByText('Room prices', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it("gives a logged-in customer the shared page, then fills in their own parts; without JavaScript they still see they are in", async () => {
    const page = await e2e.newPage();
    await page.goto('/login?next=%2Faranzhmani%2F1');
    await loginInBrowser(page, 'demo', 'Demo123!');
    await page.waitForURL((url) => url.pathname === '/aranzhmani/1');
    const header = page.getByRole('banner');
    // Their own number shows up once the browser has asked for it.
    await header.getByRole('link', { name: /Të preferuarat \(\d+\)/ }).waitFor();
    const heart = page.getByRole('button', { name: /^Të preferuara: / }).first();
    if ((await heart.getAttribute('aria-pressed')) === 'false') await heart.click();
    await page.getByRole('button', { name: /^Të preferuara: /, pressed: true }).first().waitFor();

    // The page itself is the one every signed-in customer gets: kept, with no heart of theirs in it.
    const html = async () => page.context().request.get('/aranzhmani/1', { headers: { accept: 'text/html' } });
    await html();
    const kept = await html();
    expect(kept.headers()['x-cache']).toBe('hit');
    expect(await kept.text()).not.toMatch(/aria-pressed="true"[^>]*aria-label="Të preferuara/);

    // Drawn from it again, the heart fills in without a hydration mismatch, and the header did not wait.
    const asked: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/graphql')) asked.push(String((r.postDataJSON() as { operationName?: string }).operationName));
    });
    await page.reload({ waitUntil: 'commit' });
    await header.getByRole('button', { name: 'Dil' }).waitFor();
    await page.getByRole('button', { name: /^Të preferuara: /, pressed: true }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // Their own parts came with one query, the page's data with the page.
    expect(asked).toEqual(['Visitor']);
    // Their own pages are drawn for them (never kept), and hydrate without a mismatch too.
    for (const [path, heading] of [['/te-preferuarat', 'Të preferuarat'], ['/rezervimet-e-mia', 'Rezervimet e mia'], ['/profili', 'Profili']]) {
      await page.goto(path!);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
    }
    expect(e2e.consoleErrors(page)).toEqual([]);

    // Without JavaScript: the same session sees its links and the logout button, not "Hyr".
    const plain = await e2e.newPage('desktop', { javaScript: false });
    await plain.context().addCookies(await page.context().cookies());
    await plain.goto('/aranzhmani/1');
    await plain.getByRole('banner').getByRole('button', { name: 'Dil' }).waitFor();
    expect(await plain.getByRole('banner').getByRole('link', { name: 'Hyr', exact: true }).count()).toBe(0);
    await plain.getByRole('banner').getByRole('link', { name: 'Rezervimet e mia' }).first().click();
    await plain.getByRole('heading', { level: 1, name: 'Rezervimet e mia' }).waitFor();
  });
  it('draws a page sent for a session ended on another device for a visitor, once the app finds no one signed in', async () => {
    const username = `ended${Date.now()}${Math.floor(Math.random() * 1000)}`;
    await graphqlClient(e2e.baseUrl)('mutation($input: RegisterInput!) { register(input: $input) { id } }', {
      input: { firstName: 'Arta', lastName: 'Krasniqi', number: '+383 44 123 456', email: `${username}@example.com`, username, password: 'Sekret123!' },
    });
    const computer = await e2e.newPage('desktop');
    await computer.goto('/login?next=%2Faranzhmani%2F1', { waitUntil: 'commit' });
    await loginInBrowser(computer, username, 'Sekret123!');
    await computer.waitForURL((url) => url.pathname === '/aranzhmani/1');
    const header = computer.getByRole('banner');
    await header.getByRole('button', { name: 'Dil' }).waitFor();
    // Opened again (without the login's message): the page every signed-in customer gets.
    await computer.goto('/aranzhmani/1', { waitUntil: 'commit' });
    await header.getByRole('button', { name: 'Dil' }).waitFor();

    // On a phone, the same customer signs out of every other device.
    const phone = await e2e.newPage('phone');
    await phone.goto('/login?next=%2Fprofili', { waitUntil: 'commit' });
    await loginInBrowser(phone, username, 'Sekret123!');
    await phone.getByRole('button', { name: 'Dil nga të gjitha pajisjet e tjera' }).click();
    // The computer's, and the one the registration opened.
    await phone.getByText('U mbyllën 2 seanca të tjera.').waitFor();

    // The computer opens the page again: it ends up drawn for a visitor, Login in the header, and stays so.
    const again = await computer.reload({ waitUntil: 'commit' });
    // The page kept for signed-in customers, sent on the computer's hint of its kind (ADR 0052).
    expect(again?.headers()['x-cache']).toBe('hit');
    await header.getByRole('link', { name: 'Hyr', exact: true }).waitFor();
    await computer.waitForLoadState('networkidle');
    expect(await header.getByRole('button', { name: 'Dil' }).count()).toBe(0);
    await header.getByRole('link', { name: 'Hyr', exact: true }).click();
    await computer.getByLabel('Emri i përdoruesit ose emaili').waitFor();
    expect(e2e.consoleErrors(computer)).toEqual([]);
  });
});
