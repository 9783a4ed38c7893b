import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient, loginAs, loginInBrowser, seriousViolations } from './site-helpers';

const e2e = useE2E();

const card = (page: Page, title: string) => page.locator('article', { has: page.getByRole('heading', { name: title, exact: true }) }).first();

/** A package the test may change, by its title in the API (each test takes its own). */
async function packagesOf(filter: Record<string, unknown>) {
  const gql = graphqlClient(e2e.baseUrl);
  const data = await gql<{ searchPackages: { items: { id: number; title: string; persons: number }[] } }>(
    'query($f: PackageSearchInput) { searchPackages(filter: $f, page: { pageSize: 100 }) { items { id title persons } } }',
    { f: filter },
  );
  return data.searchPackages.items;
}

describeBrowser('accounts, reservations, favourites and forms', () => {
  it('register -> login -> reserve: "E rezervuar" survives a reload; my reservations can cancel it', async () => {
    const page = await e2e.newPage();
    const username = `site${Date.now()}`;
    await page.goto('/register');
    const fields: Record<string, string> = {
      Emri: 'Blerta',
      Mbiemri: 'Gashi',
      'Numri i telefonit': '+383 44 555 666',
      Email: `${username}@example.com`,
      'Emri i përdoruesit': username,
      'Fjalëkalimi': 'Sekret123!',
    };
    for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
    await page.getByRole('button', { name: 'Regjistrohu' }).click();
    await page.getByText('Regjistrimi ishte i suksesshëm.').waitFor();
    // Registered is logged in.
    await page.getByRole('button', { name: 'Dil' }).waitFor();

    await page.goto('/search?toId=3&sort=name');
    const first = page.locator('section[aria-labelledby="results-heading"] article').first();
    const title = await first.locator('h3').innerText();
    await first.getByRole('button', { name: 'Rezervo këtë aranzhma...' }).click();
    const reserved = first.getByRole('button', { name: 'E rezervuar' });
    await reserved.waitFor();
    expect(await reserved.isDisabled()).toBe(true);
    await page.reload();
    await card(page, title).getByRole('button', { name: 'E rezervuar' }).waitFor();
    expect(await card(page, title).getByRole('button', { name: 'E rezervuar' }).isDisabled()).toBe(true);

    await page.getByRole('link', { name: 'Rezervimet e mia' }).click();
    await page.waitForURL((url) => url.pathname === '/rezervimet-e-mia');
    const item = page.getByRole('listitem').filter({ hasText: title });
    await item.getByText('Opsion', { exact: true }).waitFor();
    // One click asks first, in the shared confirm dialog, saying what cancelling means.
    await item.getByRole('button', { name: 'Anulo rezervimin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ta anuloni këtë rezervim?' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(`Rezervimi për „${title}”`);
    expect(await dialog.innerText()).toContain('nuk kthehet mbrapsht');
    await dialog.getByRole('button', { name: 'Jo, mbaje' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await item.getByText('Opsion', { exact: true }).count()).toBe(1);
    await item.getByRole('button', { name: 'Anulo rezervimin' }).click();
    await dialog.getByRole('button', { name: 'Po, anuloje' }).click();
    await item.getByText('E anuluar', { exact: true }).waitFor();
    await page.getByText('Rezervimi u anulua.').waitFor();
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('a visitor reserving is sent to login and back to the same search, query kept', async () => {
    const page = await e2e.newPage();
    const search = '/search?toId=2&sort=price&page=2';
    await page.goto(search);
    const first = page.locator('section[aria-labelledby="results-heading"] article').first();
    await first.getByRole('link', { name: 'Ju duhet të kyçeni' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(search);
    await loginInBrowser(page, 'demo', 'Demo123!');
    await page.waitForURL((url) => url.pathname + url.search === search);
    await first.getByRole('button', { name: 'Rezervo këtë aranzhma...' }).waitFor();
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('seats: "Vetëm N vende të lira!", a refused reservation shows its message, a full package says so', async () => {
    const admin = graphqlClient(e2e.baseUrl);
    await loginAs(admin, 'admin', 'BaniAdmin2026!');
    const [few, full] = (await packagesOf({ countryId: 4 })).filter((p) => p.persons >= 2);
    expect(few && full).toBeTruthy();
    const update = 'mutation($id: Int!, $seats: Int) { updatePackage(id: $id, input: { seats: $seats }) { id } }';
    await admin(update, { id: few!.id, seats: 1 }); // one seat, but the package is for 2+ people
    await admin(update, { id: full!.id, seats: 0 });

    const page = await e2e.newPage();
    await page.goto('/login?next=%2Fsearch%3FtoId%3D4');
    await loginInBrowser(page, 'demo', 'Demo123!');
    await page.waitForURL((url) => url.pathname === '/search');
    const fewCard = page.locator('article', { has: page.locator(`a[href="/aranzhmani/${few!.id}"]`) });
    await fewCard.getByText('Vetëm 1 vend i lirë!').waitFor();
    await fewCard.getByRole('button', { name: 'Rezervo këtë aranzhma...' }).click();
    await fewCard.getByRole('alert').waitFor();
    expect(await fewCard.getByRole('alert').innerText()).toBe('Nuk ka mjaftueshëm vende të lira për këtë aranzhman.');
    expect(await fewCard.getByRole('button', { name: 'Rezervo këtë aranzhma...' }).isEnabled()).toBe(true);

    const fullCard = page.locator('article', { has: page.locator(`a[href="/aranzhmani/${full!.id}"]`) });
    await fullCard.getByText('I plotë').first().waitFor();
    expect(await fullCard.getByRole('button', { name: 'I plotë' }).isDisabled()).toBe(true);
    await admin(update, { id: few!.id, seats: null });
    await admin(update, { id: full!.id, seats: null });
    // Console errors: the refused reservation's 200-with-errors answer logs nothing.
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('favourites: the heart saves a package, the header counts it, the page lists it', async () => {
    const page = await e2e.newPage();
    await page.goto('/te-preferuarat');
    await page.getByText('Kyçuni për të parë dhe ruajtur aranzhmanet tuaja të preferuara.').waitFor();
    await page.goto('/login?next=%2Fsearch%3FtoId%3D5');
    await loginInBrowser(page, 'demo', 'Demo123!');
    await page.waitForURL((url) => url.pathname === '/search');
    const header = page.getByRole('banner');
    await header.getByRole('link', { name: /Të preferuarat \(\d+\)/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]); // the logged-in cards (hearts, reserve buttons) too
    const before = Number((await header.getByRole('link', { name: /Të preferuarat/ }).innerText()).match(/\d+/)?.[0]);
    const first = page.locator('section[aria-labelledby="results-heading"] article').first();
    const title = await first.locator('h3').innerText();
    const heart = first.getByRole('button', { name: `Të preferuara: ${title}` });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true');
    await header.getByRole('link', { name: `Të preferuarat (${before + 1})` }).waitFor();
    await header.getByRole('link', { name: /Të preferuarat/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Të preferuarat' }).waitFor();
    await page.getByRole('heading', { name: title }).waitFor();
    await page.getByRole('button', { name: `Të preferuara: ${title}` }).click();
    await header.getByRole('link', { name: `Të preferuarat (${before})` }).waitFor();
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('contact form: field errors next to the field, then success clears the form', async () => {
    const page = await e2e.newPage();
    await page.goto('/kontakt');
    await page.getByLabel('Emri juaj').fill('Arben');
    await page.getByLabel('Numri juaj').fill('abc');
    await page.getByLabel('Emaili juaj').fill('arben@example.com');
    const message = page.getByLabel('Mesazhi');
    expect(await message.getAttribute('rows')).toBe('4');
    expect(await page.getByLabel('Emaili juaj').getAttribute('type')).toBe('email');
    await message.fill('A keni oferta për Stamboll në dhjetor?');
    await page.getByRole('button', { name: 'Dërgo' }).click();
    await page.getByText('Gabim gjatë dërgimit të formularit.').waitFor();
    expect(await page.getByLabel('Numri juaj').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('Numri juaj: shkruani një numër telefoni, 6 deri 20 shifra (mund të nisë me +).').waitFor();
    await page.getByLabel('Numri juaj').fill('+383 45 963 828');
    await page.getByRole('button', { name: 'Dërgo' }).click();
    const thanks = page.getByRole('status').filter({ hasText: 'Faleminderit' });
    await thanks.waitFor();
    expect(await thanks.getAttribute('class')).toContain('text-green'); // green (SPEC §8)
    expect(await page.getByLabel('Emri juaj').inputValue()).toBe('');
    expect(await message.inputValue()).toBe('');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('subscription box and the unsubscribe link of the welcome mail', async () => {
    const page = await e2e.newPage();
    const email = `abonent${Date.now()}@example.com`;
    await page.goto('/Dubai');
    const box = page.getByRole('contentinfo');
    await box.getByText('Regjistrohu tani! Ne do të dërgojmë ofertat më të mira çdo javë.').waitFor();
    await box.getByPlaceholder('Email').fill(email);
    await box.getByRole('button', { name: 'Abonohu' }).click();
    const ok = box.getByText('Jeni abonuar me sukses! Në email do të njoftoheni për ofertat më të mira.');
    await ok.waitFor();
    expect(await ok.getAttribute('class')).toContain('text-green');

    const admin = graphqlClient(e2e.baseUrl);
    await loginAs(admin, 'admin', 'BaniAdmin2026!');
    const { outbox } = await admin<{ outbox: { items: { to: string; text: string }[] } }>('{ outbox(page: { pageSize: 100 }) { items { to text } } }');
    const mail = outbox.items.find((m) => m.to === email);
    const link = mail?.text.match(/\/unsubscribe\?token=([^\s]+)/)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await page.getByRole('button', { name: 'Po, çregjistrohu' }).click();
    await page.getByText('U çregjistruat me sukses.', { exact: false }).waitFor();
    await page.goto('/unsubscribe?token=not-a-real-token');
    await page.getByRole('button', { name: 'Po, çregjistrohu' }).click();
    await page.getByText('Lidhja nuk është e vlefshme ose ka skaduar.').waitFor();
  });

  it('the language switch is stored on the account (mails follow it)', async () => {
    const page = await e2e.newPage();
    await page.goto('/login');
    await loginInBrowser(page, 'demo', 'Demo123!');
    await page.waitForURL((url) => url.pathname === '/');
    const lang = async () => {
      const res = await page.request.post('/graphql', { data: { query: '{ me { language } }' } });
      return ((await res.json()) as { data: { me: { language: string } } }).data.me.language;
    };
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.getByRole('heading', { name: 'Special Offers' }).waitFor();
    await expect.poll(lang).toBe('en');
    // Their bookings in English: the room as booked, in the English staff gave it.
    await page.goto('/rezervimet-e-mia');
    await page.getByRole('heading', { name: 'My bookings', level: 1 }).waitFor();
    await page.getByText(/^Double room · /).first().waitFor();
    expect(await page.locator('main').innerText()).not.toContain('Dhomë dyshe');
    await page.goto('/');
    await page.getByRole('button', { name: 'Shqip', exact: true }).click();
    await expect.poll(lang).toBe('sq');
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
