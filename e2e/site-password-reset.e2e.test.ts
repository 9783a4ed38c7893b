import type { Page } from 'playwright-core';
import pg from 'pg';
import { expect, it } from 'vitest';
import { describeBrowser, useE2E } from './harness';
import { graphqlClient, loginInBrowser, seriousViolations } from './site-helpers';

const e2e = useE2E();

const OLD_PASSWORD = 'Fillimi-2026';
const NEW_PASSWORD = 'Deti-Jon-2026';

/** A fresh customer, registered through the API (the journeys below are about what comes after). */
async function newCustomer() {
  const username = `reset${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${username}@example.com`;
  const gql = graphqlClient(e2e.baseUrl);
  await gql('mutation($i: RegisterInput!) { register(input: $i) { id } }', {
    i: { firstName: 'Arta', lastName: 'Berisha', number: '+383 44 222 333', email, username, password: OLD_PASSWORD },
  });
  return { username, email };
}

/**
 * The mails the outbox holds for an address, newest first, read from the server's database: staff never
 * see a reset link in the dashboard's outbox (issue 41), and without SMTP_URL the row is where it is.
 */
async function mailsTo(email: string) {
  const db = new pg.Client({ connectionString: await e2e.databaseUrl() });
  await db.connect();
  try {
    const { rows } = await db.query<{ to: string; subject: string; text: string }>('select "to", subject, text from outbox where "to" = $1 order by id desc', [email]);
    return rows;
  } finally {
    await db.end();
  }
}

async function logInAndSeeResult(page: Page, username: string, password: string) {
  await page.goto('/login');
  await loginInBrowser(page, username, password);
}

describeBrowser('password reset and profile', () => {
  it('reset round trip: the mail in the outbox, the link, the new password works, the old does not, the link works once', async () => {
    const { username, email } = await newCustomer();
    const page = await e2e.newPage();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Keni harruar fjalëkalimin?' }).click();
    await page.waitForURL((url) => url.pathname === '/harruat-fjalekalimin');
    await page.getByRole('heading', { level: 1, name: 'Keni harruar fjalëkalimin?' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // An address without an account gets the very same answer (no account enumeration) and no mail.
    const sent = page.getByText('Nëse ky email i përket një llogarie te Bani Travel', { exact: false });
    await page.getByLabel('Email', { exact: true }).fill(`nobody-${email}`);
    await page.getByRole('button', { name: 'Dërgo lidhjen' }).click();
    await sent.waitFor();
    const answerForNobody = await sent.innerText();
    await page.reload();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Dërgo lidhjen' }).click();
    await sent.waitFor();
    expect(await sent.innerText()).toBe(answerForNobody);
    expect(await mailsTo(`nobody-${email}`)).toEqual([]);

    // The link is made and mailed right after the answer (the answer never waits for the account).
    await expect.poll(async () => (await mailsTo(email)).length).toBeGreaterThan(0);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Rivendosni fjalëkalimin tuaj te Bani Travel');
    // The stored mail keeps its link until it is sent (staff read it masked: the outbox's API tests);
    // without SMTP the server printed it, link included, when it was queued: a developer finishes the
    // reset from there (issue 42).
    expect(mail!.text).toMatch(/\/rivendos-fjalekalimin#token=[A-Za-z0-9_-]{20,}/);
    const printed = e2e.serverOutput().split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as { mail?: { to: string; text: string } })
      .find((l) => l.mail?.to === email)?.mail;
    const link = printed?.text.match(/https?:\/\/[^\s/]+(\/rivendos-fjalekalimin#token=[A-Za-z0-9_-]+)/)?.[1];
    expect(link).toBeTruthy();

    await page.goto(link!);
    await page.getByRole('heading', { level: 1, name: 'Zgjidhni një fjalëkalim të ri' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Two different passwords are caught before anything is sent.
    await page.getByLabel('Fjalëkalimi i ri').fill(NEW_PASSWORD);
    await page.getByLabel('Përsëriteni fjalëkalimin e ri').fill(`${NEW_PASSWORD}x`);
    await page.getByRole('button', { name: 'Ruaj fjalëkalimin e ri' }).click();
    await page.getByText('Fjalëkalimet nuk përputhen', { exact: false }).waitFor();
    await page.getByLabel('Përsëriteni fjalëkalimin e ri').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Ruaj fjalëkalimin e ri' }).click();
    await page.getByText('Fjalëkalimi u ndryshua. Tani hyni me fjalëkalimin e ri.').waitFor();

    // The old password no longer opens the account; the new one does.
    await page.getByRole('link', { name: 'Hyr në llogari' }).click();
    await page.waitForURL((url) => url.pathname === '/login');
    await loginInBrowser(page, username, OLD_PASSWORD);
    await page.getByText('Gabim gjatë login.').waitFor();
    await logInAndSeeResult(page, username, NEW_PASSWORD);
    await page.getByText('Login ishte i suksesshëm.').waitFor();
    await page.getByRole('button', { name: 'Dil' }).waitFor();
    expect((await mailsTo(email)).map((m) => m.subject)).toContain('Fjalëkalimi juaj te Bani Travel u ndryshua');

    // The same link a second time: refused, with a way to ask for a new one; the password stays.
    const again = await e2e.newPage();
    await again.goto(link!);
    await again.getByLabel('Fjalëkalimi i ri').fill('Tjeter-Fjalekalim-2026');
    await again.getByLabel('Përsëriteni fjalëkalimin e ri').fill('Tjeter-Fjalekalim-2026');
    await again.getByRole('button', { name: 'Ruaj fjalëkalimin e ri' }).click();
    await again.getByRole('alert').filter({ hasText: 'Kjo lidhje nuk vlen më' }).waitFor();
    await again.getByRole('link', { name: 'Kërkoni një lidhje të re' }).waitFor();
    await logInAndSeeResult(again, username, NEW_PASSWORD);
    await again.getByText('Login ishte i suksesshëm.').waitFor();

    // A link without its token says so instead of showing a form that cannot work.
    await again.goto('/rivendos-fjalekalimin');
    await again.getByText('Kjo lidhje nuk është e plotë.', { exact: false }).waitFor();
    expect(e2e.consoleErrors(page)).toEqual([]);
    expect(e2e.consoleErrors(again)).toEqual([]);
  });

  it('profile: "Profili" in the user menu edits name and phone, a new e-mail needs the password, the password changes', async () => {
    const { username, email } = await newCustomer();
    const page = await e2e.newPage();
    await page.goto('/profili');
    await page.getByText('Kyçuni për të parë dhe ndryshuar profilin tuaj.').waitFor();
    await logInAndSeeResult(page, username, OLD_PASSWORD);
    await page.getByRole('link', { name: 'Profili' }).click();
    await page.waitForURL((url) => url.pathname === '/profili');
    await page.getByRole('heading', { level: 1, name: 'Profili' }).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(email);
    expect(await seriousViolations(page)).toEqual([]);

    const details = page.getByRole('region', { name: 'Të dhënat tuaja' });
    await details.getByLabel('Telefoni').fill('+383 49 777 888');
    await details.getByLabel('Emri', { exact: true }).fill('Artina');
    await details.getByRole('button', { name: 'Ruaj të dhënat' }).click();
    await details.getByText('Të dhënat u ruajtën.').waitFor();

    const newEmail = `new-${email}`;
    await details.getByLabel('Email', { exact: true }).fill(newEmail);
    const current = details.getByLabel('Fjalëkalimi aktual (për ta ndryshuar emailin)');
    await current.fill('jo-ky-fjalekalim');
    await details.getByRole('button', { name: 'Ruaj të dhënat' }).click();
    await details.getByText('Fjalëkalimi aktual nuk është i saktë.').waitFor();
    await current.fill(OLD_PASSWORD);
    await details.getByRole('button', { name: 'Ruaj të dhënat' }).click();
    await details.getByText('Të dhënat u ruajtën.').waitFor();
    await current.waitFor({ state: 'detached' });
    expect((await mailsTo(email)).map((m) => m.subject)).toContain('Emaili i llogarisë suaj te Bani Travel u ndryshua');

    await page.reload();
    expect(await details.getByLabel('Telefoni').inputValue()).toBe('+383 49 777 888');
    expect(await details.getByLabel('Email', { exact: true }).inputValue()).toBe(newEmail);

    const password = page.getByRole('region', { name: 'Ndrysho fjalëkalimin' });
    await password.getByLabel('Fjalëkalimi aktual').fill(OLD_PASSWORD);
    await password.getByLabel('Fjalëkalimi i ri').fill(NEW_PASSWORD);
    await password.getByLabel('Përsëriteni fjalëkalimin e ri').fill(NEW_PASSWORD);
    await password.getByRole('button', { name: 'Ndrysho fjalëkalimin' }).click();
    await password.getByText('Fjalëkalimi u ndryshua.', { exact: false }).waitFor();

    const other = await e2e.newPage();
    await logInAndSeeResult(other, username, OLD_PASSWORD);
    await other.getByText('Gabim gjatë login.').waitFor();
    await logInAndSeeResult(other, username, NEW_PASSWORD);
    await other.getByText('Login ishte i suksesshëm.').waitFor();
    expect(e2e.consoleErrors(page)).toEqual([]);
  });
});
