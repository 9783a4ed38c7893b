import { z } from 'zod';

/**
 * Issue 44's settings: when customers are reminded of a payment, and the agency's bank account that
 * reminders, mails and pages name for a transfer. Kept apart from env.ts, which composes them.
 */

/** "7,1": whole days before a due date; "none" turns the reminders off (the overdue one too). */
const reminderDays = z.string().transform((s, ctx): number[] => {
  const value = s.trim().toLowerCase();
  if (value === 'none' || value === 'off') return [];
  const parts = value.split(',').map((p) => p.trim()).filter(Boolean);
  const bad = parts.filter((p) => !/^\d{1,3}$/.test(p) || Number(p) < 1 || Number(p) > 365);
  if (!parts.length || bad.length) {
    ctx.addIssue({ code: 'custom', message: `must be whole days from 1 to 365 separated by commas (e.g. 7,1), or "none"${bad.length ? `; not a day count: ${bad.join(', ')}` : ''}` });
    return z.NEVER;
  }
  return [...new Set(parts.map(Number))].sort((a, b) => b - a);
});

/** An IBAN with its check digits verified (ISO 13616, mod 97): a typo here sends customers' money astray. */
const iban = z.string().transform((s, ctx) => {
  const compact = s.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(compact) || mod97(compact) !== 1) {
    ctx.addIssue({ code: 'custom', message: 'must be a valid IBAN, e.g. XK05 1212 0123 4567 8906' });
    return z.NEVER;
  }
  // Printed as banks print it: groups of four.
  return compact.replace(/(.{4})(?=.)/g, '$1 ');
});

function mod97(compact: string): number {
  const digits = (compact.slice(4) + compact.slice(0, 4)).replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let rest = 0;
  for (const d of digits) rest = (rest * 10 + Number(d)) % 97;
  return rest;
}

const swift = z.string().transform((s) => s.replace(/\s+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, 'must be a SWIFT/BIC code of 8 or 11 characters, e.g. EKOKXKPR'));

export const paymentsEnv = {
  // Issue 44: reminders that many days before each payment's due date (and one the day after it passes unpaid).
  PAYMENT_REMINDER_DAYS: reminderDays.default([7, 1]),
  // Issue 44: the account customers pay into by transfer, quoting their booking reference (demo defaults).
  AGENCY_BANK_NAME: z.string().trim().min(2).default('Banka Ekonomike'),
  AGENCY_BANK_IBAN: iban.default('XK05 1212 0123 4567 8906'),
  AGENCY_BANK_SWIFT: swift.default('EKOKXKPR'),
  AGENCY_BANK_HOLDER: z.string().trim().min(2).default('Bani Travel SH.P.K.'),
};

type PaymentsEnv = z.infer<z.ZodObject<typeof paymentsEnv>>;

/** The agency's account for bank transfers, as customers are told it. */
export interface BankDetails { name: string; iban: string; swift: string; holder: string }

export interface PaymentsConfig {
  /** Remind this many days before a due date, largest first; []: no reminders at all (not even the overdue one). */
  paymentReminderDays: number[];
  bank: BankDetails;
}

export function paymentsConfig(e: PaymentsEnv): PaymentsConfig {
  return {
    paymentReminderDays: e.PAYMENT_REMINDER_DAYS,
    bank: { name: e.AGENCY_BANK_NAME, iban: e.AGENCY_BANK_IBAN, swift: e.AGENCY_BANK_SWIFT, holder: e.AGENCY_BANK_HOLDER },
  };
}
