import { InvalidInputError } from '../../shared/errors.js';
import { cleanName, lettersIn } from '../../shared/person-name.js';
import type { Actor } from '../users/actor.js';
import { Role } from '../users/role.js';
import type { PartnerAgency } from './partner-agency.entity.js';

/** A partner's sale (issue 47): its agency, locked for the booking, and the customer it is for. */
export interface PartnerSale { agency: PartnerAgency; customer: { name: string; email: string; phone: string } }

export const PARTNER_BOOKS_FOR_A_CUSTOMER = 'Agjencitë partnere rezervojnë për një klient: shkruani emrin dhe telefonin e klientit.';
const ONLY_PARTNERS = 'Vetëm agjencitë partnere rezervojnë në emër të një klienti.';

/**
 * The customer of a partner's booking (issue 47): its name (letters, like a traveller's) and phone
 * are required of a partner, the e-mail optional; anyone else books for themselves and sends none.
 */
export function customerOf(actor: Actor, input: { customerName?: string | null; customerEmail?: string | null; customerPhone?: string | null }): PartnerSale['customer'] | null {
  const given = [input.customerName, input.customerEmail, input.customerPhone].some((v) => v != null && v.trim() !== '');
  if (actor.role !== Role.PARTNER) {
    if (given) throw new InvalidInputError({ customerName: ONLY_PARTNERS });
    return null;
  }
  const name = cleanName(input.customerName ?? '');
  const phone = (input.customerPhone ?? '').trim();
  const fields: Record<string, string> = {};
  if (lettersIn(name) < 2) fields.customerName = PARTNER_BOOKS_FOR_A_CUSTOMER;
  if (!phone) fields.customerPhone = 'Shkruani telefonin e klientit.';
  if (Object.keys(fields).length) throw new InvalidInputError(fields);
  return { name, email: (input.customerEmail ?? '').trim().toLowerCase(), phone };
}

