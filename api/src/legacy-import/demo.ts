import type { EntityManager } from '@mikro-orm/postgresql';
import { DEMO_ACCOUNTS } from '../db/seed/accounts.seed.js';
import { MESSAGES, SUBSCRIBERS } from '../db/seed/inbox.data.js';
import { DEMO_PARTNER } from '../db/seed/partners.seed.js';
import { NO_DEMO_KEY } from '../db/seed/index.js';
import type { ImportReport } from './report.js';
import { ImportStop } from './sync.js';

/** Our tables the demo fills that the import fills too, dependants first, with the legacy tables they come from. */
const DEMO_TABLES: [table: string, sources: string[]][] = [
  ['packages', ['aranzhmanet']],
  // Charter flights (issue 43) have no legacy source: the demo's leave from demo airports.
  ['flights', []],
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
 * A database holding the demo content and nothing else: no staff change was ever logged, no account
 * but the owner and the demo accounts exists, no message or subscriber but the demo ones, nothing was
 * imported yet. Replacing its demo content loses nothing, so the import does it without being asked.
 */
export async function isUntouchedDemo(em: EntityManager): Promise<boolean> {
  const [row] = await em.execute<{ seeded: boolean; touched: boolean }[]>(
    `select exists (select 1 from app_meta where key like 'demo:%' and key <> ?) as seeded,
            exists (select 1 from logs) or exists (select 1 from legacy_import_links)
            or exists (select 1 from users where role <> 'owner' and lower(username) not in (select jsonb_array_elements_text(?::jsonb)))
            or exists (select 1 from contact_messages where lower(email) not in (select jsonb_array_elements_text(?::jsonb)))
            or exists (select 1 from subscriptions where lower(email) not in (select jsonb_array_elements_text(?::jsonb))) as touched`,
    [NO_DEMO_KEY, demoUsernames(), demoEmails(MESSAGES.map((m) => m[2])), demoEmails(SUBSCRIBERS.map((x) => x[0]))],
  );
  return row.seeded && !row.touched;
}

const demoEmails = (emails: string[]) => JSON.stringify(emails.map((e) => e.toLowerCase()));
/** The demo's accounts: the seeded customer and admin, and the demo partner agency's person (issue 47). */
const demoUsernames = () => JSON.stringify([...DEMO_ACCOUNTS.map((a) => a.username), DEMO_PARTNER.username].map((u) => u.toLowerCase()));

/**
 * `--replace-demo`: a database that was started with the demo content (SEED_DEMO) gets it deleted
 * before the import, in the import's transaction: the demo catalogue, content and price rows (every
 * row of those tables that did not come from the legacy database), the demo accounts and their
 * reservations, the demo messages and subscribers. Accounts made by hand and the owner stay.
 */
export async function replaceDemo(em: EntityManager, report: ImportReport, dryRun: boolean, why: string): Promise<void> {
  const seeded = await em.execute<{ key: string }[]>(`select key from app_meta where key like 'demo:%' and key <> ?`, [NO_DEMO_KEY]);
  if (!seeded.length) {
    throw new ImportStop('--replace-demo: this database records no demo content (app_meta has no demo step); nothing to replace.');
  }
  const deleted: string[] = [];
  const count = (table: string, n: number) => n && deleted.push(`${n} ${table}`);

  const demoUsers = await em.execute<{ id: number }[]>(
    `select id from users where lower(username) in (select jsonb_array_elements_text(?::jsonb))
       and id not in (select target_id from legacy_import_links where source = 'users')`,
    [demoUsernames()],
  );
  const userIds = JSON.stringify(demoUsers.map((u) => u.id));
  count('reservations', (await em.execute(`delete from reservations where user_id in (select jsonb_array_elements_text(?::jsonb)::int) returning id`, [userIds])).length);
  count('contact messages', (await em.execute(`delete from contact_messages where lower(email) in (select jsonb_array_elements_text(?::jsonb)) returning id`, [demoEmails(MESSAGES.map((m) => m[2]))])).length);
  count('subscribers', (await em.execute(`delete from subscriptions where lower(email) in (select jsonb_array_elements_text(?::jsonb)) returning id`, [demoEmails(SUBSCRIBERS.map((x) => x[0]))])).length);
  for (const [table, sources] of DEMO_TABLES) {
    const rows = await em.execute(
      `delete from ?? where id not in (select target_id from legacy_import_links where source in (select jsonb_array_elements_text(?::jsonb))) returning id`,
      [table, JSON.stringify(sources)],
    );
    count(table, rows.length);
  }
  count('demo accounts', (await em.execute(`delete from users where id in (select jsonb_array_elements_text(?::jsonb)::int) returning id`, [userIds])).length);
  // The demo partner agency, once its person and its sales are gone (an agency staff made stays).
  count('demo partner agencies', (await em.execute(
    `delete from partner_agencies a where a.name = ? and not exists (select 1 from users u where u.partner_agency_id = a.id)
       and not exists (select 1 from reservations r where r.partner_agency_id = a.id) returning id`, [DEMO_PARTNER.agency])).length);
  report.note(`${why}: ${dryRun ? 'would delete' : 'deleted'} the demo content: ${deleted.join(', ') || 'nothing left'}`);
}
