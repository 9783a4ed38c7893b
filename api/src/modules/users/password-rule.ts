import { dictionary } from '@zxcvbn-ts/language-common';
import { InvalidInputError, type FieldRule } from '../../shared/errors.js';
import { STAFF, type Role } from './role.js';

/**
 * THE rule for a NEW password (registration, staff creating an account, a password change; the owner's
 * OWNER_PASSWORD is warned about): at least 8 characters for customers and 12 for staff, whose accounts
 * change the catalogue and read everyone's data (ASVS L2 asks 12), and not one of the passwords people
 * pick most. Existing accounts keep logging in with what they have. ADR 0020 says why this list.
 */
export const MIN_PASSWORD_LENGTH = { customer: 8, staff: 12 } as const;

const MESSAGES: Record<string, (min: number) => string> = {
  PASSWORD_TOO_SHORT: (min) => `Fjalëkalimi duhet të ketë të paktën ${min} shenja.`,
  STAFF_PASSWORD_TOO_SHORT: (min) => `Fjalëkalimi i një llogarie stafi duhet të ketë të paktën ${min} shenja.`,
  PASSWORD_COMMON: () => 'Ky fjalëkalim është ndër më të përdorurit dhe merret me mend lehtë: zgjidhni një tjetër.',
};

let common: Set<string> | undefined;
/** zxcvbn-ts's list of ~49,000 common passwords (lower case, shipped in the package: no network). */
function isCommon(password: string): boolean {
  common ??= new Set(dictionary['passwords-common']);
  return common.has(password.normalize('NFKC').toLowerCase());
}

/** What is wrong with a new password for an account of this role, or undefined. */
export function passwordProblem(password: string, role: Role): FieldRule | undefined {
  // Partners (issue 47) read their own agency's bookings only: the customers' rule (ADR 0042).
  const staff = STAFF.includes(role);
  const min = staff ? MIN_PASSWORD_LENGTH.staff : MIN_PASSWORD_LENGTH.customer;
  if ([...password].length < min) return { code: staff ? 'STAFF_PASSWORD_TOO_SHORT' : 'PASSWORD_TOO_SHORT', params: { min } };
  if (isCommon(password)) return { code: 'PASSWORD_COMMON' };
  return undefined;
}

/** A 400 naming the field, in Albanian, with the rule's code for clients that speak other languages. */
export function assertNewPassword(password: string, role: Role, field = 'password'): void {
  const problem = passwordProblem(password, role);
  if (!problem) return;
  const message = MESSAGES[problem.code]!(problem.params?.min ?? 0);
  throw new InvalidInputError({ [field]: message }, undefined, undefined, { [field]: problem });
}
