/**
 * The traffic of a campaign day that no cache answers as such (issue 40): varied searches, visitors
 * arriving by campaign links (a unique tracking parameter each), and logged-in customers browsing and
 * reading, with `/healthz` asked alongside every page load. Measured by run.ts beside its ceilings.
 */
import { registerCustomers } from './customers.js';
import type { LoadRequest, Probe } from './load.js';
import { searchBody } from './scenarios.js';
import { SCENARIO } from './targets.js';
import { variedSearches, type Places } from './varied.js';

export type Measure = (group: string, name: string, port: number, requests: LoadRequest[], probe?: Probe) => Promise<void>;

export interface CampaignDay {
  port: number;
  measure: Measure;
  /** Whether a scenario of this name runs at all (BENCH_ONLY): customers are registered only when one needs them. */
  wanted: (name: string) => boolean;
  places: Places;
  seed: number;
  /** The first departure day on sale (the public search starts there). */
  from: string;
  /** Package ids spread over the catalogue. */
  ids: number[];
}

/** What a browser sends for a page (Accept-Encoding as Chromium sends it). */
const BROWSER = { Accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8', 'Accept-Encoding': 'gzip, deflate, br, zstd' };
/** `/healthz` asked 20 times a second on a connection of its own while pages are loaded. */
const HEALTHZ: Probe = { path: '/healthz', perSecond: 20 };
const CUSTOMERS = 32;

export async function measureCampaignDay(c: CampaignDay): Promise<void> {
  const { port, measure, ids } = c;
  const next = variedSearches(c.places, c.seed, c.from);
  await measure('Search', SCENARIO.varied, port, [{
    method: 'POST', path: '/graphql', headers: { 'Content-Type': 'application/json' },
    body: () => JSON.stringify({ operationName: 'SearchPackages', query: searchBody, variables: next().variables }),
  }]);

  // A unique value per request, as every click on an advert carries its own.
  let click = 0;
  const unique = () => `${Date.now().toString(36)}${(click++).toString(36)}`;
  await measure('Campaign links', SCENARIO.campaignHome, port, [{ path: '/', query: () => `?fbclid=${unique()}`, headers: BROWSER }], HEALTHZ);
  await measure('Campaign links', SCENARIO.campaignPackage, port,
    ids.map((id) => ({ path: `/aranzhmani/${id}`, query: () => `?utm_source=news&utm_campaign=${unique()}`, headers: BROWSER })), HEALTHZ);

  if (![SCENARIO.customersHome, SCENARIO.customersPackage, SCENARIO.customersGraphql].some(c.wanted)) return;
  const customers = await registerCustomers(port, CUSTOMERS);
  const signedIn = (extra: Record<string, string>) => () => ({ ...extra, cookie: customers.next() });
  await measure('Logged in, 32 customers', SCENARIO.customersHome, port, [{ path: '/', headers: signedIn(BROWSER) }], HEALTHZ);
  await measure('Logged in, 32 customers', SCENARIO.customersPackage, port, ids.map((id) => ({ path: `/aranzhmani/${id}`, headers: signedIn(BROWSER) })), HEALTHZ);
  await measure('Logged in, 32 customers', SCENARIO.customersGraphql, port, [{
    method: 'POST', path: '/graphql', headers: signedIn({ 'Content-Type': 'application/json' }),
    body: JSON.stringify({ query: '{ me { id } countries { id name } }' }),
  }]);
}
