import type { EntityManager } from '@mikro-orm/postgresql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config/env.js';
import { User } from '../../modules/users/user.entity.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_ACCOUNTS, ensureOwner, seedDemoAccounts } from './accounts.seed.js';
import { seed } from './index.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const production = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'a-real-secret-of-more-than-32-characters-1234', DATABASE_URL: t.databaseUrl, ...env });
const em = () => t.orm.em.fork() as EntityManager;
const login = (username: string, password: string) => t.agent().post('/api/login').send({ username, password });

describe('demo accounts in production', () => {
  it('are not created by a production start that did not ask for demo content', async () => {
    const lines: string[] = [];
    await seed(em(), production(), (m) => lines.push(m));
    expect(await em().count(User, { username: { $in: DEMO_ACCOUNTS.map((a) => a.username) } })).toBe(0);
    expect(lines.join('\n')).not.toMatch(/demo/i);
  });

  it('get generated passwords, printed once, when asked for (SEED_DEMO=true): never the published ones', async () => {
    const lines: string[] = [];
    await em().transactional((tx) => seedDemoAccounts(tx, production({ SEED_DEMO: 'true' }), (m) => lines.push(m)));
    for (const account of DEMO_ACCOUNTS) {
      await login(account.username, account.password).expect(401);
      const printed = lines.join('\n').match(new RegExp(`'${account.username}' with password: (\\S+)`))?.[1];
      expect(printed, account.username).toBeDefined();
      expect(printed).not.toBe(account.password);
      await login(account.username, printed!).expect(200);
    }
  });
});

describe('the owner account', () => {
  it('warns, naming OWNER_PASSWORD, when the owner is created from a password that breaks the staff rule', async () => {
    // No owner left (the owner account's fixed e-mail moved aside, so a new owner can be created).
    await t.pool.query(`update users set role = 'admin', email = 'old-' || email where role = 'owner'`);
    try {
      for (const [username, password, warned] of [['boss1', 'Owner123!', true], ['boss2', 'password1234', true], ['boss3', 'Boss-of-Bani-2026', false]] as const) {
        const lines: string[] = [];
        await em().transactional((tx) => ensureOwner(tx, production({ OWNER_USERNAME: username, OWNER_PASSWORD: password }), (m) => lines.push(m)));
        expect(lines.some((l) => /WARNING: OWNER_PASSWORD /.test(l)), password).toBe(warned);
        await login(username, password).expect(200);
        await t.pool.query(`update users set role = 'admin', email = $2 where username = $1`, [username, `${username}@example.com`]);
      }
    } finally {
      await t.pool.query(`update users set role = 'owner', email = substr(email, 5) where username = 'owner'`);
    }
  });
});
