import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from './env.js';

/** Where a generated secret is shared: the database, so that every instance on it signs cookies alike. */
export interface SecretStore {
  /** Stores `candidate` unless a secret is there already; returns the one stored. */
  putIfAbsent(candidate: string): Promise<string>;
}

/**
 * Production must set SESSION_SECRET (checked in env.ts). Elsewhere a secret is generated once and
 * kept in the database (app_meta), so sessions survive restarts and a second instance on the same
 * database (`npm run db:url`) accepts the first one's logins, whatever its DATA_DIR. A secret an
 * older version generated into DATA_DIR is adopted first, so its sessions stay valid.
 */
export async function resolveSessionSecret(config: Config, store: SecretStore): Promise<string> {
  if (config.sessionSecret) return config.sessionSecret;
  let candidate: string | undefined;
  try {
    const existing = (await readFile(path.join(config.dataDir, 'session-secret'), 'utf8')).trim();
    if (existing.length >= 32) candidate = existing;
  } catch {
    // none from an older version
  }
  return store.putIfAbsent(candidate ?? randomBytes(48).toString('base64url'));
}
