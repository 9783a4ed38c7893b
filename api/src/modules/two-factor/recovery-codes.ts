import { createHash, randomInt } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { RecoveryCode } from './recovery-code.entity.js';

/** How many codes an account gets at a time. */
export const RECOVERY_CODES = 10;
/** Letters and digits nobody misreads (no 0/o, 1/l/i): 31 of them. */
const ALPHABET = '23456789abcdefghjkmnpqrstuvwxyz';
/** Four groups of four: 16 characters, about 79 random bits, so a fast hash stores them safely (like reset tokens). */
const GROUPS = 4;

const normalised = (typed: string) => typed.toLowerCase().replace(/[^a-z0-9]/g, '');
const hashOf = (typed: string) => createHash('sha256').update(normalised(typed)).digest('hex');

/** Whether a typed code looks like a recovery code (16 letters or digits once dashes and spaces go). */
export const looksLikeRecoveryCode = (typed: string): boolean => normalised(typed).length === GROUPS * 4;

function newCode(): string {
  const groups = Array.from({ length: GROUPS }, () => Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''));
  return groups.join('-');
}

export async function dropRecoveryCodes(em: EntityManager, userId: number): Promise<void> {
  await em.nativeDelete(RecoveryCode, { user: userId });
}

/** Replaces the account's codes with RECOVERY_CODES new ones, in the caller's transaction: the codes, shown once. */
export async function newRecoveryCodes(em: EntityManager, userId: number): Promise<string[]> {
  await dropRecoveryCodes(em, userId);
  const codes = Array.from({ length: RECOVERY_CODES }, newCode);
  for (const code of codes) em.create(RecoveryCode, { user: userId, codeHash: hashOf(code) } as never);
  await em.flush();
  return codes;
}

/** Uses up a recovery code of the account: true when it was one not used yet (one statement: two uses at once let one through). */
export async function useRecoveryCode(em: EntityManager, userId: number, typed: string): Promise<boolean> {
  if (!looksLikeRecoveryCode(typed)) return false;
  const used = await em.nativeUpdate(RecoveryCode, { user: userId, codeHash: hashOf(typed), usedAt: null }, { usedAt: new Date() });
  return used === 1;
}

export function recoveryCodesLeft(em: EntityManager, userId: number): Promise<number> {
  return em.count(RecoveryCode, { user: userId, usedAt: null });
}
