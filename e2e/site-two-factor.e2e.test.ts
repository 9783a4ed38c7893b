import { readFile } from 'node:fs/promises';
import { generateSync } from 'otplib';
import type { Page } from 'playwright-core';
import { expect, it, onTestFinished } from 'vitest';
import { expectNotice, loginAs as loginSession, rowOf } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';
import { E2E_OWNER_PASSWORD } from './server';
import { graphqlClient, loginAs as loginApi, loginInBrowser } from './site-helpers';

const e2e = useE2E();
const PASSWORD = 'Sekret123!';

/**
 * The app's code as a phone shows it. `ahead` steps of 30 s later: a code is good once (the server keeps
 * the step of the last one accepted) and a step either side is accepted, so a second sign-in within the
 * same 30 s uses the next step's code, as a phone would show it a moment later.
 */
const codeOf = (secret: string, ahead = 0) => generateSync({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

/** A new customer account, registered through the API (the journeys here start after that). */
async function newCustomer(prefix: string) {
  const username = `${prefix}${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const gql = graphqlClient(e2e.baseUrl);
  await gql('mutation($input: RegisterInput!) { register(input: $input) { id } }', {
    input: { firstName: 'Arta', lastName: 'Krasniqi', number: '+383 44 123 456', email: `${username}@example.com`, username, password: PASSWORD },
  });
  return { username, gql };
}

/** The secret the page shows in text (groups of four), as a person types it into the app. */
const secretOnPage = async (page: Page) => (await page.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');

describeBrowser('two-factor sign-in and a customer’s own data', () => {
  it('a customer turns two-step verification on, signs in with a code, sees this device, downloads the data and deletes the account', async () => {
    const { username } = await newCustomer('tf');
    const page = await e2e.newPage();
    await page.goto('/login', { waitUntil: 'commit' });
    await loginInBrowser(page, username, PASSWORD);
    await page.getByText('Login ishte i suksesshëm.').waitFor();

    // Turn it on in the profile: the password, then the QR code and the secret, then the app's code.
    await page.goto('/profili', { waitUntil: 'commit' });
    const twoFactor = page.getByRole('region', { name: 'Verifikimi me dy hapa' });
    await twoFactor.getByRole('button', { name: 'Aktivizo verifikimin me dy hapa' }).click();
    await twoFactor.getByLabel('Fjalëkalimi aktual').fill(PASSWORD);
    await twoFactor.getByRole('button', { name: 'Vazhdo' }).click();
    await page.getByRole('img', { name: 'Kodi QR për aplikacionin e vërtetimit' }).waitFor();
    const secret = await secretOnPage(page);
    expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
    const codeField = page.getByLabel('Kodi i verifikimit');
    expect(await codeField.getAttribute('autocomplete')).toBe('one-time-code');
    expect(await codeField.getAttribute('inputmode')).toBe('numeric');
    await codeField.fill(codeOf(secret));
    await page.getByRole('button', { name: 'Aktivizo', exact: true }).click();
    await page.getByRole('heading', { name: 'Kodet rezervë' }).waitFor();
    const recoveryCodes = await page.getByRole('list', { name: 'Kodet rezervë' }).getByRole('listitem').allInnerTexts();
    expect(recoveryCodes).toHaveLength(10);
    await page.getByRole('button', { name: 'I kam ruajtur, vazhdo' }).click();
    await twoFactor.getByText(/Aktiv që nga /).waitFor();
    await page.getByText('10 kode rezervë të papërdorura.').waitFor();

    // The sessions: this browser's, marked as this device.
    const sessions = page.getByRole('list', { name: 'Ku jeni të kyçur' });
    await sessions.getByText('Kjo pajisje').waitFor();
    await sessions.getByText('Chrome në Linux').waitFor();
    // In English, the device in English words too.
    await page.context().addCookies([{ name: 'lang', value: 'en', url: e2e.baseUrl }]);
    await page.reload();
    const sessionsEn = page.getByRole('list', { name: 'Where you are signed in' });
    await sessionsEn.getByText('This device').waitFor();
    await sessionsEn.getByText('Chrome on Linux').waitFor();
    await page.context().addCookies([{ name: 'lang', value: 'sq', url: e2e.baseUrl }]);
    await page.reload();
    await sessions.getByText('Chrome në Linux').waitFor();

    // Download my data: a JSON file with the account in it.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Shkarko të dhënat e mia' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const file = await download.path();
    const exported = JSON.parse(await readFile(file, 'utf8')) as unknown;
    expect(JSON.stringify(exported)).toContain(username);

    // Log out; log in again: the password, then the code step. A wrong code is said; the right one signs in.
    await page.getByRole('button', { name: 'Dil' }).click();
    await page.getByRole('link', { name: 'Hyr', exact: true }).waitFor();
    await page.goto('/login', { waitUntil: 'commit' });
    await loginInBrowser(page, username, PASSWORD);
    const code = page.getByLabel('Kodi i verifikimit');
    await code.fill('000000');
    await page.getByRole('button', { name: 'Verifiko' }).click();
    await page.getByText('Kodi nuk është i saktë ose ka skaduar. Provoni përsëri.').waitFor();
    expect(await code.getAttribute('aria-invalid')).toBe('true');
    await code.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verifiko' }).click();
    await page.getByText('Login ishte i suksesshëm.').waitFor();
    await page.getByRole('button', { name: 'Dil' }).waitFor();

    // Delete the account: opened, the password and a recovery code, asked once more; then home, signed out.
    await page.goto('/profili', { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Fshi llogarinë time' }).click();
    const deletion = page.getByRole('region', { name: 'Fshini llogarinë' });
    await deletion.getByLabel('Fjalëkalimi aktual').fill(PASSWORD);
    await deletion.getByLabel('Kodi nga aplikacioni ose kodi rezervë').fill(recoveryCodes[0]!);
    await deletion.getByRole('button', { name: 'Fshi llogarinë time' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ta fshini llogarinë përgjithmonë?' });
    await dialog.getByRole('button', { name: 'Anulo' }).click();
    await deletion.getByRole('button', { name: 'Fshi llogarinë time' }).click();
    await dialog.getByRole('button', { name: 'Po, fshije llogarinë' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Llogaria juaj u fshi dhe u çkyçët.').waitFor();
    await page.getByRole('link', { name: 'Hyr', exact: true }).waitFor();

    // The account is gone: its password no longer signs in.
    await page.goto('/login', { waitUntil: 'commit' });
    await loginInBrowser(page, username, PASSWORD);
    await page.getByText('Gabim gjatë login.').waitFor();
    expect(e2e.consoleErrors(page)).toEqual([]);
  });

  it('staff, on a customer’s request, download the customer’s data and erase the account, after asking', async () => {
    const { username } = await newCustomer('asked');
    const admin = await e2e.newPage();
    await loginSession(admin, 'admin', 'BaniAdmin2026!');
    await admin.goto(`/dashboard/ManageUser?sort=ID&dir=DESC`);
    const row = rowOf(admin, username);
    await row.waitFor();
    const [download] = await Promise.all([admin.waitForEvent('download'), row.getByRole('button', { name: /^Të dhënat \(JSON\)/ }).click()]);
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as Record<string, unknown>;
    expect(JSON.stringify(data)).toContain(`${username}@example.com`);

    await row.getByRole('button', { name: /^Hiq llogarinë/ }).click();
    const dialog = admin.getByRole('dialog', { name: `Ta fshini llogarinë e ${username} me kërkesën e klientit?` });
    await dialog.getByRole('button', { name: 'Anulo' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByRole('button', { name: /^Hiq llogarinë/ }).click();
    await dialog.getByRole('button', { name: 'Hiq llogarinë' }).click();
    await expectNotice(admin, `Llogaria e ${username} u fshi.`);
    await expect.poll(() => rowOf(admin, username).count()).toBe(0);

    const customer = await e2e.newPage();
    await customer.goto('/login', { waitUntil: 'commit' });
    await loginInBrowser(customer, username, PASSWORD);
    await customer.getByText('Gabim gjatë login.').waitFor();
    expect(e2e.consoleErrors(admin)).toEqual([]);
  });

  it('the code step works without JavaScript: plain forms to the login action', async () => {
    const { username, gql } = await newCustomer('tfnojs');
    // Turned on through the API (the profile's own path is the journey above).
    const started = await gql<{ startTwoFactorEnrolment: { secret: string } }>(
      'mutation($input: TwoFactorStartInput!) { startTwoFactorEnrolment(input: $input) { secret } }',
      { input: { password: PASSWORD } },
    );
    const secret = started.startTwoFactorEnrolment.secret;
    await gql('mutation($input: TwoFactorCodeInput!) { confirmTwoFactorEnrolment(input: $input) { recoveryCodes } }', { input: { code: codeOf(secret) } });

    const page = await e2e.newPage('desktop', { javaScript: false });
    await page.goto('/login');
    await loginInBrowser(page, username, PASSWORD);
    await page.getByRole('heading', { name: 'Verifikimi me dy hapa' }).waitFor();
    const code = page.getByLabel('Kodi i verifikimit');
    await code.fill('123');
    await page.getByRole('button', { name: 'Verifiko' }).click();
    await page.getByText('Kodi nuk është i saktë ose ka skaduar. Provoni përsëri.').waitFor();
    await page.getByLabel('Kodi i verifikimit').fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Verifiko' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByText('Login ishte i suksesshëm.').waitFor();
    await page.getByRole('button', { name: 'Dil' }).waitFor();
  });

  it('a staff member links an app without JavaScript: plain forms to the enrolment page’s action', async () => {
    const gql = graphqlClient(e2e.baseUrl);
    await loginApi(gql, 'owner', E2E_OWNER_PASSWORD);
    await gql('mutation { setStaffTwoFactorRequired(required: true) { staffTwoFactorRequired } }');
    // Off again afterwards: the next journey has the owner switch it on in the dashboard.
    onTestFinished(() => gql('mutation { setStaffTwoFactorRequired(required: false) { staffTwoFactorRequired } }').then(() => undefined));
    const username = `staff${Date.now()}`;
    const password = 'Stafi-Bani-2026-sekret!';
    await gql('mutation($input: RegisterInput!) { createUser(input: $input, role: ADMIN) { id } }', {
      input: { firstName: 'Besa', lastName: 'Gashi', number: '+383 44 555 666', email: `${username}@example.com`, username, password },
    });

    const page = await e2e.newPage('desktop', { javaScript: false });
    await page.goto('/login');
    await loginInBrowser(page, username, password);
    await page.waitForURL((url) => url.pathname === '/verifikimi-me-dy-hapa');
    await page.getByRole('button', { name: 'Lidh aplikacionin' }).click();
    await page.getByRole('img', { name: 'Kodi QR për aplikacionin e vërtetimit' }).waitFor();
    const secret = await secretOnPage(page);
    await page.getByRole('button', { name: 'Aktivizo', exact: true }).click(); // no code typed
    await page.getByText('Shkruani kodin nga aplikacioni.').waitFor();
    expect(await secretOnPage(page)).toBe(secret);
    await page.getByLabel('Kodi i verifikimit').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Aktivizo', exact: true }).click();
    await page.getByRole('heading', { name: 'Kodet rezervë' }).waitFor();
    await page.getByRole('button', { name: 'I kam ruajtur, vazhdo' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('the owner requires two-step verification for staff; an admin is asked to link an app at sign-in; the owner can reset it', async () => {
    const owner = await e2e.newPage();
    await loginSession(owner, 'owner', E2E_OWNER_PASSWORD);
    await owner.goto('/dashboard/ManageUser', { waitUntil: 'commit' });
    const required = owner.getByLabel('Stafi hyn me verifikim me dy hapa (fjalëkalim dhe kod nga aplikacioni)');
    await required.waitFor();
    expect(await required.isChecked()).toBe(false); // off in tests (NODE_ENV=test)
    await required.click();
    await expectNotice(owner, 'Verifikimi me dy hapa tani kërkohet për stafin.');
    expect(await required.isChecked()).toBe(true);

    // The admin's next sign-in: the password, then the enrolment page (its own route), then the dashboard.
    const admin = await e2e.newPage('phone');
    await admin.goto('/login', { waitUntil: 'commit' });
    await loginInBrowser(admin, 'admin', 'BaniAdmin2026!');
    await admin.waitForURL((url) => url.pathname === '/verifikimi-me-dy-hapa');
    await admin.getByRole('button', { name: 'Lidh aplikacionin' }).click();
    await admin.getByRole('img', { name: 'Kodi QR për aplikacionin e vërtetimit' }).waitFor();
    const secret = await secretOnPage(admin);
    await admin.getByLabel('Kodi i verifikimit').fill('999999');
    await admin.getByRole('button', { name: 'Aktivizo', exact: true }).click();
    await admin.getByText('Kodi nuk është i saktë ose ka skaduar. Provoni përsëri.').waitFor();
    expect(await secretOnPage(admin)).toBe(secret); // the same secret, shown again
    await admin.getByLabel('Kodi i verifikimit').fill(codeOf(secret));
    await admin.getByRole('button', { name: 'Aktivizo', exact: true }).click();
    await admin.getByRole('heading', { name: 'Kodet rezervë' }).waitFor();
    expect(await admin.getByRole('list', { name: 'Kodet rezervë' }).getByRole('listitem').count()).toBe(10);
    await admin.getByRole('button', { name: 'I kam ruajtur, vazhdo' }).click();
    await admin.waitForURL((url) => url.pathname === '/dashboard');

    // The owner sees it on, and resets it (a lost phone), after confirming.
    await owner.reload({ waitUntil: 'commit' });
    const row = rowOf(owner, 'admin');
    await row.getByText('Aktiv', { exact: true }).waitFor();
    await row.getByRole('button', { name: 'Rivendos verifikimin — admin' }).click();
    await owner.getByRole('dialog').getByRole('button', { name: 'Rivendos verifikimin' }).click();
    await expectNotice(owner, 'Verifikimi me dy hapa i admin u rivendos.');
    await row.getByText('Joaktiv', { exact: true }).waitFor();
    expect(e2e.consoleErrors(admin)).toEqual([]);
  });
});
