import { defineConfig } from '@mikro-orm/postgresql';
import { entities } from './entities.js';

export function ormConfig(clientUrl: string) {
  return defineConfig({
    clientUrl,
    entities,
    // The migrator and the list of migrations are added when needed (migrate.ts).
    migrations: { transactional: true, allOrNothing: true, snapshot: false },
    // connect-pg-simple, rate-limiter-flexible, the legacy import and the payment reminders' SQL own the rows of these tables;
    // the schema diff must not drop them.
    schemaGenerator: { skipTables: ['session', 'app_meta', 'rate_limits', 'legacy_import_links', 'payment_reminders'] },
    pool: { min: 0, max: 10 },
    debug: false,
    // Migrations print nothing at start; failures still throw with their message.
    logger: () => {},
    allowGlobalContext: false,
  });
}
