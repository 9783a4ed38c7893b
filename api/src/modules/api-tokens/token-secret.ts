import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The token's text: `bani_<prefix>_<secret>`. The prefix (48 random bits, hex) finds the row and tells
 * tokens apart on screen; the secret (256 random bits, base64url) is what proves it. Only the secret's
 * SHA-256 is stored: a random 256-bit secret cannot be guessed from its hash, so no slow password hash
 * is needed (ADR 0041), and checking it costs microseconds on every request.
 */
const TOKEN = /^bani_([0-9a-f]{12})_([A-Za-z0-9_-]{43})$/;

export function newTokenSecret(): { prefix: string; secret: string; token: string; hash: string } {
  const prefix = randomBytes(6).toString('hex');
  const secret = randomBytes(32).toString('base64url');
  return { prefix, secret, token: `bani_${prefix}_${secret}`, hash: hashSecret(secret) };
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** The prefix and secret of a well-formed token; undefined for anything else. */
export function parseToken(text: string): { prefix: string; secret: string } | undefined {
  const m = TOKEN.exec(text);
  return m ? { prefix: m[1]!, secret: m[2]! } : undefined;
}

/** Whether `secret` hashes to `hash`, in constant time. */
export function secretMatches(secret: string, hash: string): boolean {
  const given = Buffer.from(hashSecret(secret), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}
