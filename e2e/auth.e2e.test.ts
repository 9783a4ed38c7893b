import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';

const e2e = useE2E();

async function login(page: Page, username: string, password: string) {
  await page.getByLabel('Emri i përdoruesit ose emaili').fill(username);
  await page.getByLabel('Fjalëkalimi').fill(password);
  await page.getByRole('button', { name: 'Hyr', exact: true }).click();
}

describeBrowser('accounts in the browser', () => {
  it('registers, logs in, logs out', async () => {
    const page = await e2e.newPage();
    const username = `e2e${Date.now()}`;
    await page.goto('/register');
    // The page is a lazy chunk: it renders (and sets its title) after the load event.
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.title()).toContain('Regjistrohu');
    const fields: Record<string, string> = {
      Emri: 'Arta',
      Mbiemri: 'Krasniqi',
      'Numri i telefonit': '+383 44 123 456',
      Email: `${username}@example.com`,
      'Emri i përdoruesit': username,
      'Fjalëkalimi': 'Sekret123!',
    };
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Regjistrohu' }).click();
    await page.getByText('Regjistrimi ishte i suksesshëm.').waitFor();
    // Registering logs the new customer in: the header offers Logout at once; after 3 s, home.
    await page.getByRole('button', { name: 'Dil' }).waitFor();
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    // Logged in, /register (like /login) sends the customer home.
    await page.goto('/register');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('button', { name: 'Dil' }).click();
    await page.getByRole('link', { name: 'Hyr', exact: true }).waitFor();

    await page.goto('/login');
    await login(page, username, 'Sekret123!');
    await page.getByText('Login ishte i suksesshëm.').waitFor();
    const logout = page.getByRole('button', { name: 'Dil' });
    await logout.waitFor();
    expect(await page.getByRole('link', { name: 'Paneli' }).count()).toBe(0); // a client is not staff

    await logout.click();
    await page.getByRole('link', { name: 'Hyr', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('shows the server field error for a taken username', async () => {
    const page = await e2e.newPage();
    await page.goto('/register');
    const fields: Record<string, string> = {
      Emri: 'A',
      Mbiemri: 'B',
      'Numri i telefonit': '044123456',
      Email: 'someone-new@example.com',
      'Emri i përdoruesit': 'admin', // seeded
      'Fjalëkalimi': 'Sekret123!',
    };
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Regjistrohu' }).click();
    await page.getByText('Gabim gjatë regjistrimit.').waitFor();
    const username = page.getByLabel('Emri i përdoruesit', { exact: true });
    expect(await username.getAttribute('aria-invalid')).toBe('true');
    // The server's refusal, said by the page and naming the field as the form labels it.
    await page.getByText('Emri i përdoruesit: ky emër përdoruesi është i zënë, zgjidhni një tjetër.').waitFor();
  });

  it('explains the password rule beside the field, in Albanian and on the English page in English', async () => {
    const page = await e2e.newPage();
    await page.goto('/register');
    const fields: Record<string, string> = {
      Emri: 'Drita', Mbiemri: 'Berisha', 'Numri i telefonit': '044123456', Email: `rule${Date.now()}@example.com`, 'Emri i përdoruesit': `rule${Date.now()}`, 'Fjalëkalimi': 'Sekret1',
    };
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Regjistrohu' }).click();
    // Too short is checked before sending; the message names the field as the form labels it.
    await page.getByText(/^Fjalëkalimi: të paktën 8 karaktere/).waitFor();
    expect(await page.getByLabel('Fjalëkalimi', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Fjalëkalimi', { exact: true }).fill('password1');
    await page.getByRole('button', { name: 'Regjistrohu' }).click();
    await page.getByText(/^Ky fjalëkalim është ndër më të përdorurit/).waitFor();

    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByLabel('Password', { exact: true }).fill('Sekret1');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText(/^Password: at least 8 characters/).waitFor();
    await page.getByLabel('Password', { exact: true }).fill('password1');
    await page.getByRole('button', { name: 'Register', exact: true }).click();
    await page.getByText(/^This password is one of the most common ones/).waitFor();
  });

  it('sends an anonymous visitor from /dashboard to /login, and back after logging in as staff', async () => {
    const page = await e2e.newPage();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe('/dashboard');
    await login(page, 'admin', 'BaniAdmin2026!');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByText(/Janë regjistruar rreth: \d+ klient\./).waitFor();
    expect(await page.getByRole('link', { name: 'Hyr' }).count()).toBe(0); // no public header here
    // Sidebar drop-downs close on Escape and on a click outside.
    const tables = page.getByRole('button', { name: 'Tabelat' });
    await tables.click();
    await page.getByRole('link', { name: 'Tabela e Turqisë' }).waitFor();
    await page.keyboard.press('Escape');
    expect(await tables.getAttribute('aria-expanded')).toBe('false');
    await tables.click();
    await page.getByRole('heading', { name: 'Paneli', level: 1 }).click();
    expect(await tables.getAttribute('aria-expanded')).toBe('false');
    await tables.click();
    await page.getByRole('link', { name: 'Tabela e Turqisë' }).click();
    await page.getByRole('heading', { name: 'Menaxho çmimet e dhomave (Turqi)', level: 1 }).waitFor(); // the screen behind the link
    expect(await page.getByRole('button', { name: 'Dil' }).count()).toBe(1); // still inside the layout
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('returns to the page the visitor came from, query string included', async () => {
    const page = await e2e.newPage();
    await page.goto('/LOGIN?next=%2Fdashboard%3Ftab%3D2');
    // Any casing lands on the canonical path, query string kept.
    await page.waitForURL((url) => url.pathname === '/login' && url.search === '?next=%2Fdashboard%3Ftab%3D2');
    await login(page, 'admin', 'BaniAdmin2026!');
    await page.waitForURL((url) => url.pathname === '/dashboard' && url.search === '?tab=2');
    await page.goto('/login');
    await page.waitForURL((url) => url.pathname === '/'); // logged in: nothing to do on /login
  });

  it('sends a logged-in client away from the dashboard, and ignores off-site ?next=', async () => {
    const page = await e2e.newPage();
    await page.goto('/login?next=%2F%2Fevil.example%2F');
    await login(page, 'demo', 'Demo123!');
    await page.waitForURL((url) => url.pathname === '/' && url.host === new URL(e2e.baseUrl).host);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/'); // USER is not staff
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('switches to English and remembers it; the phone menu opens and closes', async () => {
    const page = await e2e.newPage('phone');
    await page.goto('/register');
    const toggle = page.getByRole('button', { name: 'Menuja' });
    await toggle.click();
    // What a person sees at once: the menu open (a popover, before the app too); the button says so
    // to assistive technology from when the app has taken the page over.
    await page.getByRole('button', { name: 'English', exact: true }).waitFor();
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true');
    await page.getByRole('button', { name: 'English', exact: true }).click();
    // The English dictionary is a chunk: the switch applies once it has arrived.
    await page.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    await page.getByRole('link', { name: 'Turkey' }).waitFor();
    await page.keyboard.press('Escape');
    // Closed at once (what a person sees); the button says so once the browser's toggle event has run.
    await page.locator('#mobile-menu').waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByRole('button', { name: 'Menu', exact: true }).getAttribute('aria-expanded')).toBe('false');
    await page.reload();
    await page.getByPlaceholder('Enter your first name').waitFor();
    expect(await page.title()).toBe('Register · Bani Travel');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('renders a real 404 for unknown pages: the not-found page, with HTTP status 404', async () => {
    const page = await e2e.newPage();
    for (const path of ['/no-such-page', '/turqi/extra', '/dashboard/NoSuchScreen']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
    }
    await page.goto('/no-such-page');
    await page.getByRole('heading', { name: 'Faqja nuk u gjet' }).waitFor();
    // Known pages (in any casing, with a parameter) are 200; the API's own paths stay the API's.
    for (const path of ['/', '/TURQI', '/aranzhmani/1', '/search?toId=2', '/dashboard/Logs']) {
      expect((await fetch(`${e2e.baseUrl}${path}`, { headers: { accept: 'text/html' } })).status, path).toBe(200);
    }
    const api = await fetch(`${e2e.baseUrl}/api/no-such-route`, { headers: { accept: 'text/html' } });
    expect([api.status, api.headers.get('content-type')]).toEqual([404, expect.stringContaining('json')]);
    // The browser reports each 404 it was given (rightly); nothing else may appear.
    expect(e2e.consoleErrors(page).filter((e) => !e.includes('status of 404'))).toEqual([]);
  });

  it('serves the offline GraphiQL IDE at /graphiql', async () => {
    const page = await e2e.newPage();
    const external: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(e2e.baseUrl) && !request.url().startsWith('data:') && !request.url().startsWith('blob:')) {
        external.push(request.url());
      }
    });
    await page.goto('/graphiql');
    await page.locator('.graphiql-container').waitFor();
    await page.locator('.monaco-editor').first().waitFor();
    expect(external).toEqual([]);
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
