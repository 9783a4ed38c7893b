import type { EntityManager } from '@mikro-orm/postgresql';
import type pg from 'pg';
import type { Config } from './config/env.js';
import { UserService } from './modules/users/user.service.js';

/** The per-request service set. Both APIs call these; neither touches the ORM directly. */
export function createServices(em: EntityManager, _config: Config, _pool: pg.Pool) {
  return {
    users: new UserService(em),
  };
}

export type Services = ReturnType<typeof createServices>;
