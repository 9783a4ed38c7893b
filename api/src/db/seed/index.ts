import { seedDocuments } from './documents.seed.js';
import { seedApiTokens } from './api-tokens.seed.js';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import type { Announcer } from '../../shared/announce.js';
import { ensureOwner, seedDemoAccounts } from './accounts.seed.js';
import { seedCatalogue } from './catalogue.seed.js';
import { seedContent } from './content.seed.js';
import { seedInbox } from './inbox.seed.js';
import { seedFlights } from './flights.seed.js';
import { seedDepartureLists } from './departure-lists.seed.js';
import { seedWebhooks } from './webhooks.seed.js';
import { seedPartners } from './partners.seed.js';
import { seedDashboardHistory } from './dashboard-history.seed.js';
import { seedReports } from './reports.seed.js';
import { seedPackagePages } from './package-page.seed.js';
import { seedPackagePictures } from './package-pictures.seed.js';
import { seedPackageOptions } from './package-options.seed.js';
import { seedPicturesWithoutText } from './pictures-without-text.seed.js';
import { fillEnglishPlaceNames } from './place-names.seed.js';
import { fitDemoPersonsToRooms } from './rooms-fit.seed.js';
import { fillEnglishTexts, repairDemoRoomTypes } from './english-texts.seed.js';

interface SeedStep {
  key: string;
  run(em: EntityManager, config: Config, log: (m: string) => void): Promise<void>;
}

/**
 * Demo content, one step per area; each runs once per database (recorded in app_meta). A step that
 * repairs what an older step drew goes BEFORE it: on a fresh database it finds nothing to repair.
 */
const demoSteps: SeedStep[] = [
  { key: 'demo:accounts:v1', run: seedDemoAccounts },
  { key: 'demo:pictures-without-text:v1', run: seedPicturesWithoutText },
  // Issue 42: travellers that fit their room, in a catalogue drawn before rooms had an occupancy.
  { key: 'demo:persons-fit-rooms:v1', run: fitDemoPersonsToRooms },
  { key: 'demo:catalogue:v1', run: seedCatalogue },
  // Issue 42: the Turkey table's room types in Albanian (the demo had written them in English).
  { key: 'demo:room-types-albanian:v1', run: repairDemoRoomTypes },
  { key: 'demo:content:v1', run: seedContent },
  { key: 'demo:package-pictures:v1', run: seedPackagePictures },
  { key: 'demo:inbox:v1', run: seedInbox },
  { key: 'demo:package-options:v1', run: seedPackageOptions },
  // Issue 20: the package page's content and galleries.
  { key: 'demo:package-pages:v1', run: seedPackagePages },
  // Issue 43: charter flights with demo packages on them (the departures screen).
  { key: 'demo:flights:v1', run: seedFlights },
  // Issue 46: bookings with passengers on the first charter (the departure lists page).
  { key: 'demo:departure-lists:v1', run: (em, config) => seedDepartureLists(em, config) },
  { key: 'demo:documents:v1', run: (em) => seedDocuments(em) },
  // Issue 47: the owner's (disabled) webhook endpoint and a short delivery log.
  { key: 'demo:webhooks:v1', run: (em) => seedWebhooks(em) },
  // Issue 47: the owner's API tokens page.
  { key: 'demo:api-tokens:v1', run: (em) => seedApiTokens(em) },
  // Issue 47: a partner agency, its person and one sale for a customer.
  { key: 'demo:partners:v1', run: (em, config) => seedPartners(em, config) },
  // Issue 46, item 1: two years of demo bookings and payments, so the dashboard home's charts have a season to compare.
  { key: 'demo:dashboard-history:v1', run: (em, config) => seedDashboardHistory(em, config) },
  // Issue 46, item 2: costs, and office bookings taken by the admin (now and a year ago) for the reports.
  { key: 'demo:reports:v1', run: (em, config) => seedReports(em, config) },
];

/**
 * app_meta key of a database that holds the agency's real data (set by the legacy import): no demo
 * step ever runs there, whatever SEED_DEMO says, so demo accounts with known passwords never appear.
 */
export const NO_DEMO_KEY = 'demo:never';

export async function seed(em: EntityManager, config: Config, log: (m: string) => void, announce?: Announcer): Promise<void> {
  await ensureOwner(em, config, log, announce);
  if (config.seedDemo && !(await em.execute(`select 1 from app_meta where key = ?`, [NO_DEMO_KEY])).length) await seedDemo(em, config, log);
  await fillEnglishPlaceNames(em);
  await fillEnglishTexts(em);
}

async function seedDemo(em: EntityManager, config: Config, log: (m: string) => void): Promise<void> {
  for (const step of demoSteps) {
    // The insert claims the step first, so two instances starting together never seed twice.
    const started = performance.now();
    await em.transactional(async (tx) => {
      const claimed = await tx.execute(
        `insert into app_meta (key, value) values (?, 'done') on conflict (key) do nothing returning key`,
        [step.key],
      );
      if (!claimed.length) return;
      await step.run(tx, config, log);
      log(`Seeded ${step.key} (${Math.round(performance.now() - started)} ms)`);
    });
  }
}
