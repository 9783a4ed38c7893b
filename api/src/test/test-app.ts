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
import { registerUser } from '../modules/users/user.service.js';
import type { EntityManager } from '@mikro-orm/postgresql';

export interface TestApp extends Bootstrapped {
  agent(): ReturnType<typeof supertest.agent>;
  /** Creates a user with the given role; password is `PASSWORD` (long enough for staff too). */
  createUser(role?: Role, username?: string, agencyId?: number): Promise<{ id: number; username: string; password: string; agencyId: number | null }>;
  /** A partner agency (issue 47) straight in the table: 10 % commission and a 1,000,000 € limit unless told. */
  createAgency(values?: { name?: string; commissionPercent?: number; creditLimitCents?: number }): Promise<number>;
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
  const createAgency: TestApp['createAgency'] = async (values = {}) => {
    const rows = await app.orm.em.getConnection().execute<{ id: number }[]>(
      'insert into partner_agencies (name, commission_percent, credit_limit_cents) values (?, ?, ?) returning id',
      [values.name ?? `Agjencia ${++counter} ${randomBytes(3).toString('hex')}`, values.commissionPercent ?? 10, values.creditLimitCents ?? 100_000_000]);
    return rows[0]!.id;
  };
  const createUser: TestApp['createUser'] = async (role = Role.USER, username, agencyId) => {
    const u = username ?? `u${++counter}_${randomBytes(3).toString('hex')}`;
    // A partner account belongs to an agency (the table checks it): a new one unless told.
    const agency = role === Role.PARTNER ? (agencyId ?? (await createAgency())) : null;
    const user = await registerUser(app.orm.em.fork() as EntityManager,
      { firstName: 'Test', lastName: 'User', number: '+38344000000', email: `${u}@example.com`, username: u, password: PASSWORD },
      role, agency ? { partnerAgencyId: agency } : {});
    return { id: user.id, username: u, password: PASSWORD, agencyId: agency };
  };
  return {
    ...app,
    agent,
    createUser,
    createAgency,
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
