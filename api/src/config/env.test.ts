import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../test/paths.js';
import { loadConfig } from './env.js';

const SECRET = 'a-real-secret-of-more-than-32-characters-1234';

describe('production configuration', () => {
  it('refuses to start without SESSION_SECRET, naming the variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required when NODE_ENV=production/);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET }).sessionSecret).toBe(SECRET);
  });

  it('refuses a session secret that was ever published as an example', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'change-me-to-a-long-random-secret-of-32-chars' }))
      .toThrow(/SESSION_SECRET: .*published/);
  });

  it('loads no demo content unless SEED_DEMO says so; development and tests keep it on', () => {
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET }).seedDemo).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});

describe('docker-compose.yml', () => {
  const compose = readFileSync(path.join(REPO_ROOT, 'docker-compose.yml'), 'utf8');
  const valueOf = (key: string) => compose.split('\n').map((l) => l.trim()).filter((l) => l.startsWith(`${key}:`)).map((l) => l.slice(key.length + 1).trim());

  it('publishes no default for a secret: each must be given (${VAR:?message})', () => {
    // OWNER_PASSWORD may stay empty (then a password is generated and printed once).
    const secrets = compose.split('\n').map((l) => l.trim()).filter((l) => /^[A-Z_]*(PASSWORD|SECRET)[A-Z_]*:/.test(l) && !l.startsWith('OWNER_PASSWORD:'));
    expect(secrets.map((l) => l.split(':')[0])).toEqual(expect.arrayContaining(['SESSION_SECRET', 'POSTGRES_PASSWORD', 'MINIO_ROOT_PASSWORD', 'AWS_SECRET_ACCESS_KEY']));
    for (const line of secrets) expect(line).toMatch(/^[A-Z_]+: \$\{[A-Z_]+:\?[^}]+\}$/);
    expect(compose).not.toMatch(/postgres:\/\/\w+:\w+@/); // no password written into DATABASE_URL
  });

  it('starts production without demo content unless SEED_DEMO is set', () => {
    for (const v of valueOf('SEED_DEMO')) expect(v).not.toMatch(/true/);
  });
});

describe('AGENCY_PHONE (issue 20: the enquiry links)', () => {
  it('keeps the digits of an international number, and names the variable when it is not one', () => {
    expect(loadConfig({}).agencyPhone).toBe('38345963828');
    expect(loadConfig({ AGENCY_PHONE: '+383 (44) 123-456' }).agencyPhone).toBe('38344123456');
    for (const bad of ['044 123 456', '+383 abc', '+1234']) expect(() => loadConfig({ AGENCY_PHONE: bad })).toThrow(/AGENCY_PHONE: must be an international phone number/);
  });
});
