import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import bcrypt from 'bcryptjs';

// scrypt from node:crypto: no native dependency to break on install (argon2 0.45's binary segfaults here).
const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function derive(password: string, salt: Buffer, n = N, r = R, p = P): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

/**
 * A bcrypt hash as the old system wrote it (bcryptjs, `$2a$`/`$2b$`, cost 10), kept by the legacy
 * import until its owner's first login. Costs above 12 are refused: bcryptjs is plain JavaScript, and
 * one login must not cost seconds of CPU.
 */
const LEGACY_BCRYPT = /^\$2[aby]\$(0[4-9]|1[0-2])\$[./A-Za-z0-9]{53}$/;

export function isLegacyBcrypt(stored: string): boolean {
  return LEGACY_BCRYPT.test(stored);
}

/** True when a verified password should be stored again in our own scheme (an imported bcrypt hash). */
export function needsRehash(stored: string): boolean {
  return !stored.startsWith('scrypt$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  // The old system hashed the password exactly as typed (no normalisation): compare it the same way.
  if (isLegacyBcrypt(stored)) return bcrypt.compare(password, stored);
  const [alg, n, r, p, salt, key] = stored.split('$');
  if (alg !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64');
  const actual = await derive(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A hash of nothing, verified against when a username is unknown so timing doesn't reveal which exist. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(randomBytes(12).toString('hex'));
  return decoy;
}
