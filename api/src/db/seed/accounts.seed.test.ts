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
  it('is never created from an OWNER_PASSWORD that breaks the staff password rule: the start is refused, naming it', async () => {
    // No owner left (the owner account's fixed e-mail moved aside, so a new owner can be created).
    await t.pool.query(`update users set role = 'admin', email = 'old-' || email where role = 'owner'`);
    try {
      for (const weak of ['Owner123!', 'password1234']) {
        await expect(em().transactional((tx) => ensureOwner(tx, production({ OWNER_USERNAME: 'boss', OWNER_PASSWORD: weak }), () => {})))
          .rejects.toThrow(/OWNER_PASSWORD: /);
      }
      expect(await em().count(User, { username: 'boss' })).toBe(0);
      await em().transactional((tx) => ensureOwner(tx, production({ OWNER_USERNAME: 'boss', OWNER_PASSWORD: 'Boss-of-Bani-2026' }), () => {}));
      await login('boss', 'Boss-of-Bani-2026').expect(200);
    } finally {
      await t.pool.query(`delete from users where username = 'boss'`);
      await t.pool.query(`update users set role = 'owner', email = substr(email, 5) where username = 'owner'`);
    }
  });
});
