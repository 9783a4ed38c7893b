import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, ForbiddenError } from '../../shared/errors.js';
import { euroText } from '../payments/money.js';
import type { Actor } from '../users/actor.js';
import { PartnerAgency } from './partner-agency.entity.js';

/** The commission of a sale, fixed at booking: the agency's percent of the retail total, to the cent. */
export const commissionOf = (totalCents: number, percent: number): number => Math.round((totalCents * Number(percent)) / 100);

/** Statuses that owe nothing (the seats went back); every other booking of the agency counts against its credit. */
export const OWES_NOTHING = ['CANCELLED', 'EXPIRED'] as const;

/**
 * What an agency owes now, in cents: over its bookings that are not cancelled or lapsed, the retail
 * total less its commission less what the ledger (issue 44, `paid_cents`) holds for it; a booking
 * paid beyond its net owes nothing (and is no credit against the others).
 */
export async function openBalanceCents(em: EntityManager, agencyId: number): Promise<number> {
  const [row] = await em.execute<{ owed: string }[]>(
    `select coalesce(sum(greatest(total_cents - commission_cents - paid_cents, 0)), 0)::bigint as owed
       from reservations where partner_agency_id = ? and status not in (?, ?)`, [agencyId, ...OWES_NOTHING]);
  return Number(row?.owed ?? 0);
}

/**
 * The partner's agency, locked (FOR UPDATE) for the rest of the booking's transaction: two bookings
 * of one agency are counted one after the other, so together they cannot pass its credit limit.
 * Locked before the package (every path that takes both takes them in this order). A deactivated
 * agency books no more (its sessions are ended too, users/actor.ts).
 */
export async function lockSeller(em: EntityManager, actor: Actor): Promise<PartnerAgency> {
  const agency = actor.partnerAgencyId
    ? await em.findOne(PartnerAgency, { id: actor.partnerAgencyId }, { lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) : null;
  if (!agency?.active) throw new ForbiddenError('Agjencia juaj partnere nuk është aktive.');
  return agency;
}

/** Refuses (409 naming creditLimit) a booking whose net would take the agency past its credit limit. */
export async function assertCredit(em: EntityManager, agency: PartnerAgency, netCents: number): Promise<void> {
  const open = await openBalanceCents(em, agency.id);
  if (open + netCents <= agency.creditLimitCents) return;
  const text = `Ky rezervim (neto ${euroText(netCents)}) e kalon limitin e kredisë së agjencisë (${euroText(agency.creditLimitCents)}; detyrimi i hapur ${euroText(open)}). Paguani detyrimet ose kontaktoni Bani Travel.`;
  throw new ConflictError(text, { creditLimit: text }, { creditLimit: 'max' }, {
    creditLimit: { code: 'CREDIT_LIMIT', params: { limit: agency.creditLimitCents / 100, open: open / 100, net: netCents / 100 } },
  });
}
