import type { Page } from 'playwright-core';
import { afterEach, beforeAll, expect, it } from 'vitest';
import { blurOut, DASHBOARD_ROUTES, deleteRow, editedRow, expectNotice, loginAs, rowOf, seriousViolations, screenshotOnFailure } from './dashboard-support';
import { describeBrowser, useE2E } from './harness';
import { E2E_OWNER_PASSWORD } from './server';

const e2e = useE2E();

let admin: Page;

// Reservations, sorting, messages, subscribers and the outbox are in dashboard-inbox.e2e.test.ts.
describeBrowser('dashboard: access, users', () => {
  beforeAll(async () => {
    admin = await e2e.newPage();
    await loginAs(admin, 'admin', 'BaniAdmin2026!');
  });
  afterEach((ctx) => screenshotOnFailure(admin, ctx));

  it('turns anonymous visitors (to /login, and back after) and clients (home) away from every dashboard route', async () => {
    // Every route, as the server answers a typed-in address: a visitor to the login (and back after),
    // a client home with the reason to show there.
    const login = await fetch(`${e2e.baseUrl}/graphql`, {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: 'mutation { login(input: { username: "demo", password: "Demo123!" }) { id } }' }),
    });
    const clientCookie = login.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    expect(clientCookie).toContain('bani.sid=');
    const gate = async (route: string, cookie?: string) => {
      const res = await fetch(`${e2e.baseUrl}${route}`, { redirect: 'manual', headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
      return { status: res.status, to: new URL(res.headers.get('location') ?? '', e2e.baseUrl), cookies: res.headers.getSetCookie().join('\n') };
    };
    for (const route of DASHBOARD_ROUTES) {
      const visitor = await gate(route);
      expect([visitor.status, visitor.to.pathname, visitor.to.searchParams.get('next')], route).toEqual([302, '/login', route]);
      const client = await gate(route, clientCookie);
      expect([client.status, client.to.pathname], route).toEqual([302, '/']);
      expect(client.cookies, route).toMatch(/flash=dashboardGate\.failure/);
    }

    // And as a person sees it, at the first, a middle and the last route, the two side by side.
    const visitor = await e2e.newPage();
    const client = await e2e.newPage();
    await loginAs(client, 'demo', 'Demo123!');
    const some = [DASHBOARD_ROUTES[0]!, DASHBOARD_ROUTES[Math.floor(DASHBOARD_ROUTES.length / 2)]!, DASHBOARD_ROUTES.at(-1)!];
    await Promise.all([
      (async () => {
        for (const route of some) {
          await visitor.goto(route);
          await visitor.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === route);
          await visitor.getByRole('button', { name: 'Hyr', exact: true }).waitFor();
        }
      })(),
      (async () => {
        for (const route of some) {
          await client.goto(route);
          await client.waitForURL((url) => url.pathname === '/');
          await client.getByText('Paneli është vetëm për stafin e agjencisë.').waitFor(); // told why (issue 42)
        }
      })(),
    ]);
    // Any casing reaches the same guarded screen.
    await visitor.goto('/dashboard/manageshtetet');
    await visitor.waitForURL((url) => url.pathname === '/login' && url.searchParams.get('next') === '/dashboard/ManageShtetet');
    expect(e2e.consoleErrors(visitor)).toEqual([]);
    expect(e2e.consoleErrors(client)).toEqual([]);
  });

  it('admin: adds a client (checks, server field error) → no role column → edits on blur → deletes; no buttons on staff rows', async () => {
    await admin.goto('/dashboard/AddUser');
    await admin.getByRole('heading', { name: 'Shto Përdorues', level: 1 }).waitFor();
    expect(await admin.getByLabel('Roli').count()).toBe(0); // only an owner picks a role
    const fill = async (values: Record<string, string>) => {
      for (const [label, value] of Object.entries(values)) await admin.getByLabel(label, { exact: true }).fill(value);
    };
    await fill({ Emri: 'Blerta', Mbiemri: 'Hoxha', 'Numri i telefonit': 'abc', Email: 'not-an-email', 'Emri i përdoruesit': 'admin', 'Fjalëkalimi': 'Sekret1' });
    await admin.getByRole('button', { name: 'Regjistro' }).click();
    await admin.getByText('Shkruani një adresë e-maili të vlefshme.').waitFor(); // SPEC §5
    await admin.getByText('Shkruani një numër telefoni të vlefshëm.').waitFor();
    await admin.getByText('Të paktën 8 shenja.').waitFor(); // a client's password (issue 15)
    await fill({ 'Numri i telefonit': '+383 44 555 666', Email: 'blerta.e2e@example.com', 'Fjalëkalimi': 'Sekret123!' });
    await admin.getByRole('button', { name: 'Regjistro' }).click();
    await expectNotice(admin, 'Gabim gjatë regjistrimit.'); // SPEC's message, its misspelling corrected (issue 42)
    expect(await admin.getByLabel('Emri i përdoruesit', { exact: true }).getAttribute('aria-invalid')).toBe('true'); // taken
    await admin.getByText('Emri i përdoruesit: kjo vlerë përdoret tashmë.').waitFor(); // the server's refusal, worded by field and rule
    await fill({ 'Emri i përdoruesit': 'blerta_e2e' });
    await admin.getByRole('button', { name: 'Regjistro' }).click();
    await expectNotice(admin, 'Regjistrimi ishte i suksesshëm.');
    await admin.waitForURL((url) => url.pathname === '/dashboard/ManageUser', { timeout: 6000 });

    await admin.getByRole('heading', { name: 'Menaxho Përdoruesit', level: 1 }).waitFor();
    const row = rowOf(admin, 'blerta_e2e');
    await row.waitFor();
    expect(await admin.getByRole('columnheader', { name: 'Roli' }).count()).toBe(0);
    for (const staff of ['owner', 'admin (ju)']) {
      const staffRow = rowOf(admin, staff);
      await staffRow.waitFor();
      expect(await staffRow.getByRole('button').count()).toBe(0);
    }

    await row.getByRole('button', { name: /^Përditëso/ }).click();
    const email = editedRow(admin).getByLabel('Email');
    expect(await email.inputValue()).toBe('blerta.e2e@example.com');
    await email.fill('blerta.h.e2e@example.com');
    await blurOut(admin);
    await expectNotice(admin, 'Përdoruesi u përditësua me sukses.');
    await admin.reload();
    await rowOf(admin, 'blerta.h.e2e@example.com').waitFor();

    await deleteRow(admin, rowOf(admin, 'blerta_e2e'));
    await expectNotice(admin, 'Përdoruesi u fshi me sukses.');
    await expect.poll(() => rowOf(admin, 'blerta_e2e').count()).toBe(0);
    expect(e2e.consoleErrors(admin)).toEqual([]);
  });

  it('owner: sees the roles column, creates staff and changes a role; never deletes or demotes themselves', async () => {
    const owner = await e2e.newPage();
    await loginAs(owner, 'owner', E2E_OWNER_PASSWORD);
    await owner.goto('/dashboard/AddUser');
    const role = owner.getByLabel('Roli');
    await role.waitFor();
    expect(await role.locator('option').allTextContents()).toEqual(['Pronar', 'Administrator', 'Klient']);
    for (const [label, value] of Object.entries({
      Emri: 'Ilir', Mbiemri: 'Gashi', 'Numri i telefonit': '+38349123123', Email: 'ilir.e2e@example.com', 'Emri i përdoruesit': 'ilir_e2e', 'Fjalëkalimi': 'Sekret123!',
    })) await owner.getByLabel(label, { exact: true }).fill(value);
    await owner.getByRole('button', { name: 'Regjistro' }).click();
    await expectNotice(owner, 'Regjistrimi ishte i suksesshëm.');
    await owner.goto('/dashboard/ManageUser');

    await owner.getByRole('columnheader', { name: 'Roli' }).waitFor();
    const ilir = rowOf(owner, 'ilir_e2e');
    await ilir.waitFor();
    expect(await ilir.getByRole('cell', { name: 'Klient', exact: true }).count()).toBe(1);
    await ilir.getByRole('button', { name: /^Përditëso/ }).click();
    await editedRow(owner).getByLabel('Roli').selectOption('ADMIN');
    await editedRow(owner).getByRole('button', { name: /^Ruaj/ }).click();
    await expectNotice(owner, 'Përdoruesi u përditësua me sukses.');
    await owner.reload();
    const promoted = rowOf(owner, 'ilir_e2e');
    await promoted.waitFor();
    expect(await promoted.getByRole('cell', { name: 'Administrator', exact: true }).count()).toBe(1);

    const self = rowOf(owner, 'owner (ju)');
    expect(await self.getByRole('button', { name: /^Fshi/ }).count()).toBe(0);
    await self.getByRole('button', { name: /^Përditëso/ }).click();
    await editedRow(owner).getByLabel('Emri', { exact: true }).waitFor();
    expect(await editedRow(owner).getByLabel('Roli').count()).toBe(0); // no role for oneself
    await expect.poll(() => owner.evaluate(() => document.activeElement?.closest('[data-edit-row]') !== null)).toBe(true);
    await owner.keyboard.press('Escape'); // cancels the edit
    await expect.poll(() => editedRow(owner).count()).toBe(0);

    // The admin now sees the promoted account as staff: no buttons on it.
    await admin.goto('/dashboard/ManageUser');
    const asStaff = rowOf(admin, 'ilir_e2e');
    await asStaff.waitFor();
    expect(await asStaff.getByRole('button').count()).toBe(0);
    expect(e2e.consoleErrors(owner)).toEqual([]);
  });

  it('is usable on a phone (collapsing sidebar, cards for rows), logs out to /login, and passes axe', async () => {
    const phone = await e2e.newPage('phone');
    await loginAs(phone, 'admin', 'BaniAdmin2026!');
    await phone.goto('/dashboard/ManageShtetet');
    await phone.locator('tbody tr').filter({ hasText: 'Kosovë' }).first().waitFor(); // cells read "Emri Kosovë" here
    expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375); // no sideways scrolling
    expect(await seriousViolations(phone)).toEqual([]);
    const toggle = phone.getByRole('button', { name: 'Hap menunë' });
    const menu = phone.getByRole('navigation', { name: 'Menuja' });
    expect(await menu.isVisible()).toBe(false); // collapsed under its toggle
    await toggle.click();
    // The current page's group is open already.
    expect(await menu.getByRole('button', { name: 'Shtetet', exact: true }).getAttribute('aria-expanded')).toBe('true');
    await menu.getByRole('link', { name: 'Shto shtet' }).click();
    await phone.waitForURL((url) => url.pathname === '/dashboard/AddShtetin');
    await expect.poll(() => phone.getByRole('button', { name: 'Hap menunë' }).getAttribute('aria-expanded')).toBe('false'); // closed again
    await phone.getByRole('button', { name: 'Regjistro' }).click();
    await phone.getByText('Kjo fushë është e detyrueshme.').waitFor();
    expect(await seriousViolations(phone)).toEqual([]);

    // Desktop screens in their busiest states: a row in edit mode, the dialog, a form with errors.
    await admin.goto('/dashboard/ManageAranzhmanet');
    await admin.locator('tbody tr').first().getByRole('button', { name: /^Përditëso/ }).click();
    await editedRow(admin).first().waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await editedRow(admin).getByRole('button', { name: 'Anulo' }).click();
    await admin.locator('tbody tr').first().getByRole('button', { name: /^Fshi/ }).click();
    // "Jeni i sigurt?", or the question of what becomes of its bookings when the demo has some on it.
    await admin.getByRole('dialog').waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    await admin.keyboard.press('Escape');
    for (const path of ['/dashboard/KapodakiaCards', '/dashboard/SliderManage', '/dashboard/Logs', '/dashboard/TurqiTable']) {
      await admin.goto(path);
      await admin.locator('tbody tr').first().waitFor();
      expect(await seriousViolations(admin), path).toEqual([]);
    }

    await phone.getByRole('button', { name: 'Hap menunë' }).click();
    await phone.getByRole('button', { name: 'Dil' }).click();
    await phone.waitForURL((url) => url.pathname === '/login');
    await phone.goto('/dashboard');
    await phone.waitForURL((url) => url.pathname === '/login');
    expect(e2e.consoleErrors(phone)).toEqual([]);
  });
});
