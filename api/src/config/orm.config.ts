import { Migrator } from '@mikro-orm/migrations';
import { defineConfig } from '@mikro-orm/postgresql';
import { entities } from '../db/entities.js';
import { migrationsList } from '../db/migrations/index.js';

export function ormConfig(clientUrl: string) {
  return defineConfig({
    clientUrl,
    entities,
    extensions: [Migrator],
    migrations: { migrationsList, transactional: true, allOrNothing: true, snapshot: false },
    // connect-pg-simple owns the rows of this table; the schema diff must not drop it.
    schemaGenerator: { skipTables: ['session', 'app_meta'] },
    pool: { min: 0, max: 10 },
    debug: false,
    // Migrations print nothing at start; failures still throw with their message.
    logger: () => {},
    allowGlobalContext: false,
  });
}
