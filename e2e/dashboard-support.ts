import { mkdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateSync } from 'node:zlib';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Every guarded dashboard route (SPEC §2 and the new screens). */
export const DASHBOARD_ROUTES = [
  '/dashboard',
  '/dashboard/AddUser',
  '/dashboard/ManageUser',
  '/dashboard/ManageHomeTable',
  '/dashboard/GreqiSlider',
  '/dashboard/SliderManage',
  '/dashboard/SliderBullgari',
  '/dashboard/SliderKosova',
  '/dashboard/TurqiTable',
  '/dashboard/DubaiTable',
  '/dashboard/MaqedoniPricesTable',
  '/dashboard/ManageCardsStamboll',
  '/dashboard/HurghadaCards',
  '/dashboard/KapodakiaCards',
  '/dashboard/Logs',
  '/dashboard/AddAranzhmanet',
  '/dashboard/ManageAranzhmanet',
  '/dashboard/AddAirport',
  '/dashboard/ManageAirports',
  '/dashboard/AddShtetin',
  '/dashboard/ManageShtetet',
  '/dashboard/AddQytetet',
  '/dashboard/ManageQytetet',
  '/dashboard/Reservations',
  '/dashboard/Messages',
  '/dashboard/Subscribers',
  '/dashboard/Outbox',
  '/dashboard/TokenatAPI',
] as const;

export const XSS = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';

/** Logs in through the API (same cookie jar as the page): faster than the form, which auth.e2e covers. */
export async function loginAs(page: Page, username: string, password: string) {
  const res = await page.request.post('/graphql', {
    data: { query: 'mutation($i: LoginInput!) { login(input: $i) { id } }', variables: { i: { username, password } } },
  });
  const body = (await res.json()) as { data?: { login?: { id: number } } };
  if (!body.data?.login) throw new Error(`login ${username} failed: ${JSON.stringify(body)}`);
}

/** A GraphQL call in the page's session (its cookies): the data a screen is then checked against. */
export async function gqlAs<T = Record<string, unknown>>(page: Page, query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const res = await page.request.post('/graphql', { data: { query, variables } });
  const body = (await res.json()) as { data?: T; errors?: unknown };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** The table row (display mode) whose cell reads exactly `text`. */
export function rowOf(page: Page, text: string): Locator {
  return page.locator('tbody tr').filter({ has: page.getByRole('cell', { name: text, exact: true }) });
}

/** The table row (display mode) with `text` anywhere in it: a cell holding two texts (SQ and EN, issue 42). */
export function rowWith(page: Page, text: string): Locator {
  return page.locator('tbody tr:not([data-edit-row])').filter({ hasText: text });
}

/** The row being edited (and its panel row, when the screen edits in a panel). */
export function editedRow(page: Page): Locator {
  return page.locator('[data-edit-row]');
}

/** Fshi → the confirmation dialog (in Albanian, issue 42) → Konfirmo. */
export async function deleteRow(page: Page, row: Locator) {
  await row.getByRole('button', { name: /^Fshi/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Jeni i sigurt?' });
  await dialog.waitFor();
  await dialog.getByText('Ky veprim nuk mund të kthehet mbrapsht.').waitFor();
  await dialog.getByRole('button', { name: 'Konfirmo' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/** Leaves the edited row by clicking the page heading (a blur save). */
export async function blurOut(page: Page) {
  await page.getByRole('heading', { level: 1 }).click();
}

/** Waits for a notice and checks it is the only one (no stale error beside it). */
export async function expectNotice(page: Page, text: string) {
  await page.getByText(text, { exact: true }).waitFor();
}

/** A small solid-colour PNG, built by hand so the tests need no image library. */
export function png(width = 24, height = 16, rgb: [number, number, number] = [14, 116, 144]): Buffer {
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, data: Buffer) => {
    const head = Buffer.alloc(4);
    head.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([head, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

export const pngFile = (name: string, rgb?: [number, number, number]) => ({ name, mimeType: 'image/png', buffer: png(24, 16, rgb) });

/** Nothing injected ran: the payload of XSS is only text. */
export async function expectNoXss(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
}

/** A date n days from today, as the inputs and the API write it (YYYY-MM-DD, local). */
export function dayFromToday(n: number): string {
  const d = new Date();
  d.setDate(d.getDate() + n);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const axeSource = fileURLToPath(new URL('../node_modules/axe-core/axe.min.js', import.meta.url));

/** axe-core's serious and critical violations on the page as it is now ("rule: targets"). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Injected through the DevTools protocol: a <script> tag would be refused by the CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(axeSource, 'utf8'));
  const violations = await page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<Result> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(', ')}`);
}

/** After a failed test, a full-page screenshot of `page` in the temp dir (named after the test). */
export async function screenshotOnFailure(page: Page | undefined, ctx: { task: { name: string; result?: { state?: string } } }) {
  if (!page || ctx.task.result?.state !== 'fail') return;
  const dir = path.join(os.tmpdir(), 'dashboard-e2e-failures');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${ctx.task.name.slice(0, 40).replace(/\W+/g, '_')}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  console.warn(`screenshot of the failure: ${file}`);
}
