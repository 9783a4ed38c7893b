import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { loginAs, screenshotOnFailure } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';
import { E2E_OWNER_PASSWORD } from './server';

const e2e = useE2E();
let owner: Page;

/** Issue 47: the owner makes an API token, copies it once, and an integrator uses it in GraphiQL. */
describeBrowser('dashboard: API tokens', () => {
  beforeAll(async () => {
    owner = await e2e.newPage();
    await loginAs(owner, 'owner', E2E_OWNER_PASSWORD);
  });
  afterEach((ctx) => screenshotOnFailure(owner, ctx));

  it('owner creates a token, copies it once, runs a query with it in GraphiQL (no session), then revokes it', async () => {
    await owner.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.baseUrl }).catch(() => undefined);
    await owner.goto('/dashboard/TokenatAPI');
    await owner.getByRole('heading', { name: 'Tokenat e API-së', level: 1 }).waitFor();
    // Nothing named: told so, nothing created.
    await owner.getByRole('button', { name: 'Krijo tokenin' }).click();
    await owner.getByText('Shkruani një emër.').waitFor();
    await owner.getByLabel('Emri', { exact: true }).fill('Faqja e partnerit');
    await owner.getByLabel('Lexon rezervimet e llogarisë suaj').check();
    await owner.getByLabel('Skadon pas').selectOption({ label: '30 ditësh' });
    await owner.getByRole('button', { name: 'Krijo tokenin' }).click();

    const shown = owner.getByRole('region', { name: 'Tokeni u krijua: kopjojeni tani' });
    await shown.getByRole('button', { name: 'Kopjo', exact: true }).click();
    await shown.getByText(/^(U kopjua\.|Kopjimi nuk u krye)/).waitFor();
    const token = await shown.getByLabel('Tokeni i ri').inputValue();
    // The secret is base64url, which has '_' in it too: take it whole, after the prefix.
    const secret = /^bani_[0-9a-f]{12}_([A-Za-z0-9_-]{43})$/.exec(token)?.[1];
    expect(secret).toHaveLength(43);
    if (await shown.getByText('U kopjua.').isVisible()) expect(await owner.evaluate(() => navigator.clipboard.readText())).toBe(token);
    await shown.getByRole('button', { name: 'E kopjova' }).click();
    await shown.waitFor({ state: 'detached' });
    // Listed without its secret; shown once only.
    const item = owner.getByRole('listitem').filter({ hasText: 'Faqja e partnerit' });
    await item.getByText('Aktiv').waitFor();
    expect(await owner.content()).not.toContain(secret);

    // An integrator with no session pastes it into GraphiQL and runs the query.
    const ide = await e2e.newPage();
    await ide.goto('/graphiql');
    await ide.getByLabel(/^Token API/).fill(token);
    await ide.locator('.monaco-editor').first().waitFor();
    await ide.getByRole('button', { name: /Execute query/ }).click();
    await expect.poll(() => ide.locator('.graphiql-response').innerText(), { timeout: 15_000 }).toContain('OWNER');

    // Revoked (after a confirmation), the same token is refused at once.
    await item.getByRole('button', { name: 'Revoko tokenin Faqja e partnerit' }).click();
    const dialog = owner.getByRole('dialog', { name: 'Të revokohet tokeni "Faqja e partnerit"?' });
    await dialog.getByRole('button', { name: 'Revoko', exact: true }).click();
    await owner.getByText('Tokeni "Faqja e partnerit" u revokua.').waitFor();
    await item.getByText('Revokuar').waitFor();
    await ide.getByRole('button', { name: /Execute query/ }).click();
    await expect.poll(() => ide.locator('.graphiql-response').innerText(), { timeout: 15_000 }).toContain('TOKEN_REVOKED');
    expect(e2e.consoleErrors(owner)).toEqual([]);
  });
});
