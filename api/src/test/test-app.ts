import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import supertest from 'supertest';
import { inject } from 'vitest';
import { bootstrap, type Bootstrapped } from '../app.js';
import { loadConfig } from '../config/env.js';
import { silentLogger, type Logger } from '../shared/logger.js';
import { Role } from '../modules/users/role.js';
import { UserService } from '../modules/users/user.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface TestApp extends Bootstrapped {
  agent(): ReturnType<typeof supertest.agent>;
  /** Creates a user with the given role; password is `PASSWORD` (long enough for staff too). */
  createUser(role?: Role, username?: string): Promise<{ id: number; username: string; password: string }>;
  /** A supertest agent already logged in as a new user of that role. */
  loginAs(role: Role): Promise<ReturnType<typeof supertest.agent>>;
  close(): Promise<void>;
}

export const PASSWORD = 'Test-Passw0rd-2026';

/** Test files log in and register far more often than a person; security/rate-limit.test.ts lowers these again. */
export const RELAXED_RATE_LIMITS: Record<string, string> = Object.fromEntries(
  ['LOGIN_PER_USERNAME', 'LOGIN_PER_IP', 'REGISTER_PER_IP', 'CONTACT_PER_IP', 'SUBSCRIBE_PER_IP', 'RESERVE_PER_IP', 'RESERVE_PER_CUSTOMER',
    'BOOK_PER_IP', 'BOOK_PER_CUSTOMER', 'PASSWORD_RESET_PER_IP', 'API_TOKEN_PER_MINUTE']
    .map((k) => [`RATE_LIMIT_${k}`, '100000']),
);
let counter = 0;

/** A real app on a fresh database cloned from the migrated template: no mocks of our own server. */
export async function createTestApp(env: Record<string, string> = {}, opts: { logger?: Logger } = {}): Promise<TestApp> {
  const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
  const adminUrl = inject('pgAdminUrl');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bani-test-'));
  const config = loadConfig({
    NODE_ENV: 'test', DATABASE_URL: url.toString(), DATA_DIR: dataDir, SEED_DEMO: 'false',
    OWNER_USERNAME: 'owner', OWNER_PASSWORD: 'Owner-Bani-2026!', SESSION_SECRET: 'test-secret-'.padEnd(40, 'x'),
    CORS_ORIGINS: 'http://localhost:3000', ...RELAXED_RATE_LIMITS, ...env,
  });
  const app = await bootstrap(config, { logger: opts.logger ?? silentLogger });
  const agent = () => supertest.agent(app.listener);
  const createUser: TestApp['createUser'] = async (role = Role.USER, username) => {
    const u = username ?? `u${++counter}_${randomBytes(3).toString('hex')}`;
    const users = new UserService(app.orm.em.fork() as EntityManager);
    const user = await users.register(
      { firstName: 'Test', lastName: 'User', number: '+38344000000', email: `${u}@example.com`, username: u, password: PASSWORD },
      role,
    );
    return { id: user.id, username: u, password: PASSWORD };
  };
  return {
    ...app,
    agent,
    createUser,
    async loginAs(role) {
      const u = await createUser(role);
      const a = agent();
      await a.post('/api/login').send({ username: u.username, password: u.password }).expect(200);
      return a;
    },
    async close() {
      await app.shutdown();
      await rm(dataDir, { recursive: true, force: true });
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/** POSTs a GraphQL operation the way a browser client does. */
export function gql(agent: ReturnType<typeof supertest.agent>, query: string, variables?: Record<string, unknown>) {
  return agent.post('/graphql').set('Content-Type', 'application/json').send({ query, variables });
}
