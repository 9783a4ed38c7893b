import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { REPO_ROOT } from './server';

/** A tiny GraphQL client for the test's own checks (its own session cookie, like a second browser). */
export function graphqlClient(baseUrl: string) {
  let cookie = '';
  return async function gql<T = Record<string, unknown>>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) cookie = setCookie.split(';')[0] ?? '';
    const body = (await res.json()) as { data?: T; errors?: { message: string }[] };
    if (body.errors?.length) throw new Error(body.errors.map((e) => e.message).join('; '));
    return body.data as T;
  };
}

export type Gql = ReturnType<typeof graphqlClient>;

export async function loginAs(gql: Gql, username: string, password: string) {
  await gql('mutation($input: LoginInput!) { login(input: $input) { id } }', { input: { username, password } });
}

interface SearchAnswer {
  searchPackages: { total: number; items: { id: number; title: string; price: number; departureDate: string }[] };
}

/** What the API answers for a filter: the reference the page's results are compared with. */
export async function apiSearch(gql: Gql, filter: Record<string, unknown>, by = 'DATE', page = 1, pageSize = 10) {
  const data = await gql<SearchAnswer>(
    `query($filter: PackageSearchInput, $order: PackageOrder, $page: PageInput) {
      searchPackages(filter: $filter, order: $order, page: $page) { total items { id title price departureDate } }
    }`,
    { filter, order: { by, direction: 'ASC' }, page: { page, pageSize } },
  );
  return data.searchPackages;
}

/** The result count and the card titles the search page shows once it has settled. */
export async function pageResults(page: Page) {
  const heading = page.locator('#results-heading');
  await page.waitForFunction(() => document.querySelector('section[aria-busy="false"]') !== null);
  const count = Number((await heading.innerText()).match(/\d+/)?.[0] ?? NaN);
  const titles = await page.locator('section[aria-labelledby="results-heading"] article h3').allInnerTexts();
  return { count, titles };
}

/** Logs in through the login form (the page is on /login). */
export async function loginInBrowser(page: Page, username: string, password: string) {
  await page.getByLabel('Emri i përdoruesit ose emaili').fill(username);
  await page.getByLabel('Fjalëkalimi').fill(password);
  await page.getByRole('button', { name: 'Hyr', exact: true }).click();
}

const axeSource = path.join(REPO_ROOT, 'node_modules/axe-core/axe.min.js');

/** axe-core's serious and critical violations on the page as it is now ("rule: target" lines). */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol: a <script> tag would be (rightly) refused by our CSP.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(readFileSync(axeSource, 'utf8'));
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
  });
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id} (${v.impact}): ${v.targets.slice(0, 3).join(', ')}`);
}

/** Scrolls the whole page so lazy content (images, below-the-fold queries) is loaded. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((r) => setTimeout(r, 30));
    }
    window.scrollTo(0, 0);
  });
}

export const readRepoFile = (relative: string) => readFileSync(path.join(REPO_ROOT, relative), 'utf8');

/**
 * Where an element is on the page in the next frame the browser paints. A script may ask for layout
 * before the stylesheet has come (and gets the unstyled one); nobody sees that layout, since a page is
 * not painted until its stylesheet is there, and neither is a frame's callback run.
 */
export const paintedTop = (element: Locator) =>
  element.evaluate((el) => new Promise<number>((done) => requestAnimationFrame(() => done(el.getBoundingClientRect().top + window.scrollY))));
