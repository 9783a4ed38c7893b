import type { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.seed.js';
import { MESSAGES, SUBSCRIBERS } from '../db/seed/inbox.data.js';
import { NO_DEMO_KEY } from '../db/seed/index.js';
import type { ImportReport } from './report.js';
import { ImportStop } from './sync.js';

/** Our tables the demo fills that the import fills too, dependants first, with the legacy tables they come from. */
const DEMO_TABLES: [table: string, sources: string[]][] = [
  ['packages', ['aranzhmanet']],
  ['airports', ['airports']],
  ['cities', ['qytetet']],
  ['countries', ['shtetet']],
  ['travel_plans', ['travel_plans']],
  ['slider_images', ['SliderHomes', 'GreqiSliders', 'BullgariSliders']],
  ['cards', ['Hotels', 'Hurghadas', 'Kapodakia']],
  ['room_prices', ['RoomPrices']],
  ['dubai_prices', ['Dubai_prices']],
  ['macedonia_prices', ['Maqedoni_prices']],
];

/**
 * `--replace-demo`: a database that was started with the demo content (SEED_DEMO) gets it deleted
 * before the import, in the import's transaction: the demo catalogue, content and price rows (every
 * row of those tables that did not come from the legacy database), the demo accounts and their
 * reservations, the demo messages and subscribers. Accounts made by hand and the owner stay.
 */
export async function replaceDemo(em: EntityManager, report: ImportReport, dryRun: boolean): Promise<void> {
  const seeded = await em.execute<{ key: string }[]>(`select key from app_meta where key like 'demo:%' and key <> ?`, [NO_DEMO_KEY]);
  if (!seeded.length) {
    throw new ImportStop('--replace-demo: this database records no demo content (app_meta has no demo step); nothing to replace.');
  }
  const deleted: string[] = [];
  const count = (table: string, n: number) => n && deleted.push(`${n} ${table}`);

  const demoUsers = await em.execute<{ id: number }[]>(
    `select id from users where lower(username) in (select jsonb_array_elements_text(?::jsonb))
       and id not in (select target_id from legacy_import_links where source = 'users')`,
    [JSON.stringify(DEMO_ACCOUNTS.map((a) => a.username.toLowerCase()))],
  );
  const userIds = JSON.stringify(demoUsers.map((u) => u.id));
  count('reservations', (await em.execute(`delete from reservations where user_id in (select jsonb_array_elements_text(?::jsonb)::int) returning id`, [userIds])).length);
  count('contact messages', (await em.execute(`delete from contact_messages where lower(email) in (select jsonb_array_elements_text(?::jsonb)) returning id`, [JSON.stringify(MESSAGES.map((m) => m[2].toLowerCase()))])).length);
  count('subscribers', (await em.execute(`delete from subscriptions where lower(email) in (select jsonb_array_elements_text(?::jsonb)) returning id`, [JSON.stringify(SUBSCRIBERS.map((s) => s[0].toLowerCase()))])).length);
  for (const [table, sources] of DEMO_TABLES) {
    const rows = await em.execute(
      `delete from ?? where id not in (select target_id from legacy_import_links where source in (select jsonb_array_elements_text(?::jsonb))) returning id`,
      [table, JSON.stringify(sources)],
    );
    count(table, rows.length);
  }
  count('demo accounts', (await em.execute(`delete from users where id in (select jsonb_array_elements_text(?::jsonb)::int) returning id`, [userIds])).length);
  report.note(`--replace-demo: ${dryRun ? 'would delete' : 'deleted'} the demo content: ${deleted.join(', ') || 'nothing left'}`);
}
