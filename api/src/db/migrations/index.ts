import type { MigrationObject } from '@mikro-orm/core';
import { Migration20261122000100Accounts } from './Migration20261122000100Accounts.js';
import { Migration20261122000200Logs } from './Migration20261122000200Logs.js';
import { Migration20261122000300Catalogue } from './Migration20261122000300Catalogue.js';

/** Registered as classes, not a glob, so node, tsx and vitest all run the same list. */
export const migrationsList: MigrationObject[] = [
  { name: 'Migration20261122000100Accounts', class: Migration20261122000100Accounts },
  { name: 'Migration20261122000200Logs', class: Migration20261122000200Logs },
  { name: 'Migration20261122000300Catalogue', class: Migration20261122000300Catalogue },
];
