import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import DataLoader from 'dataloader';
import { uniqueOr409 } from '../../shared/db-errors.js';
import { ForbiddenError, NotFoundError } from '../../shared/errors.js';
import { findOr404 } from '../../shared/entity-helpers.js';
import { findPage, type PageInput, type PageOf } from '../../shared/paging.js';
import { audit, describeChanges, describeValues, LogAction, LogKind } from '../logs/audit.js';
import { Reservation, type ReservationStatus } from '../reservations/reservation.entity.js';
import { signedIn, type Actor } from '../users/actor.js';
import { endSessions } from '../users/end-sessions.js';
import { mailResetLink } from '../users/password-reset.service.js';
import { Role } from '../users/role.js';
import { User } from '../users/user.entity.js';
import { registerUser } from '../users/user.service.js';
import { bookingScope } from './booking-scope.js';
import { PartnerAgency } from './partner-agency.entity.js';
import { openBalanceCents } from './partner-credit.js';
import type { PartnerAgencyInput, PartnerUserInput } from './partner.inputs.js';

const WHAT = 'Agjencia partnere';
const NAME_TAKEN = 'Një agjenci partnere me këtë emër ekziston tashmë.';

/**
 * Partner agencies (issue 47, ADR 0042): the owner creates, edits and deactivates them and adds their
 * people; a partner reads its own agency and the bookings it sold. Every owner action is logged.
 */
export class PartnerService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null, private readonly publicUrl: string) {}

  private owner(): Actor {
    const actor = signedIn(this.actor);
    if (actor.role !== Role.OWNER) throw new ForbiddenError();
    return actor;
  }

  list(): Promise<PartnerAgency[]> {
    this.owner();
    return this.em.find(PartnerAgency, {}, { orderBy: { active: 'desc', name: 'asc', id: 'asc' } });
  }

  create(input: PartnerAgencyInput): Promise<PartnerAgency> {
    const actor = this.owner();
    return this.em.transactional(async (em) => {
      const agency = em.create(PartnerAgency, { ...clean(input), createdAt: new Date() } as never) as PartnerAgency;
      await uniqueOr409({ partner_agencies_name_unique: ['name', NAME_TAKEN] }, () => em.flush());
      audit(em, actor, LogAction.ADD, LogKind.PARTNER_AGENCY, agency.id, { subject: agency.name, changes: describeValues({ ...clean(input) }) });
      return agency;
    });
  }

  update(id: number, input: PartnerAgencyInput): Promise<PartnerAgency> {
    const actor = this.owner();
    return this.em.transactional(async (em) => {
      const agency = await findOr404(em, PartnerAgency, id, WHAT);
      const patch = clean(input);
      const before: Record<string, unknown> = Object.fromEntries(Object.keys(patch).map((k) => [k, (agency as unknown as Record<string, unknown>)[k]]));
      Object.assign(agency, patch);
      await uniqueOr409({ partner_agencies_name_unique: ['name', NAME_TAKEN] }, () => em.flush());
      audit(em, actor, LogAction.EDIT, LogKind.PARTNER_AGENCY, id, { subject: agency.name, changes: describeChanges(before, patch) });
      return agency;
    });
  }

  /** Deactivated: it books no more and its people are signed out (users/actor.ts keeps them out); its bookings stay. */
  setActive(id: number, active: boolean): Promise<PartnerAgency> {
    const actor = this.owner();
    return this.em.transactional(async (em) => {
      const agency = await findOr404(em, PartnerAgency, id, WHAT);
      const before = agency.active;
      agency.active = active;
      await em.flush();
      if (!active) for (const u of await em.find(User, { partnerAgencyId: id }, { fields: ['id'] })) await endSessions(em, u.id);
      audit(em, actor, LogAction.EDIT, LogKind.PARTNER_AGENCY, id, { subject: agency.name, changes: [{ field: 'active', from: String(before), to: String(active) }] });
      return agency;
    });
  }

  /** A person of the agency: with the password the owner gives, or invited by a mailed link to set one. */
  addUser(input: PartnerUserInput): Promise<User> {
    const actor = this.owner();
    return this.em.transactional(async (em) => {
      const agency = await findOr404(em, PartnerAgency, input.agencyId, WHAT);
      const invite = !input.password;
      const password = input.password || `${randomBytes(24).toString('base64url')}-Aa1`;
      const user = await registerUser(em, { ...input, password }, Role.PARTNER, { partnerAgencyId: agency.id });
      if (invite) await mailResetLink(em, user.email, this.publicUrl);
      audit(em, actor, LogAction.ADD, LogKind.USER, user.id, { subject: user.username, changes: describeValues({ role: user.role, partnerAgency: agency.name, invited: invite ? 'yes' : undefined }) });
      return user;
    });
  }

  /** The people of each agency, batched per request. */
  readonly usersOf = new DataLoader<number, User[]>(async (ids) => {
    const rows = await this.em.find(User, { partnerAgencyId: { $in: [...ids] } }, { orderBy: { username: 'asc' } });
    return ids.map((id) => rows.filter((u) => u.partnerAgencyId === id));
  });

  /** What the agency owes now (partner-credit.ts), in cents. */
  openBalance(agency: PartnerAgency): Promise<number> {
    return openBalanceCents(this.em, agency.id);
  }

  /** The seller's name per reservation's agency, batched per request (the staff's lists). */
  readonly nameOf = new DataLoader<number, string | null>(async (ids) => {
    const rows = await this.em.find(PartnerAgency, { id: { $in: [...ids] } }, { fields: ['id', 'name'] });
    return ids.map((id) => rows.find((a) => a.id === id)?.name ?? null);
  });

  /** The signed-in partner's agency. */
  async mine(): Promise<PartnerAgency> {
    const actor = signedIn(this.actor);
    if (actor.role !== Role.PARTNER || !actor.partnerAgencyId) throw new ForbiddenError();
    const agency = await this.em.findOne(PartnerAgency, { id: actor.partnerAgencyId });
    if (!agency) throw new NotFoundError(WHAT);
    return agency;
  }

  /** The bookings the partner's agency sold, newest first: bookingScope is the filter, nothing else. */
  agencyBookings(page: PageInput, status?: ReservationStatus | null): Promise<PageOf<Reservation>> {
    const actor = signedIn(this.actor);
    if (actor.role !== Role.PARTNER) throw new ForbiddenError();
    const where = status ? { $and: [bookingScope(actor), { status }] } : bookingScope(actor);
    return findPage(this.em, Reservation, where, [{ createdAt: 'desc' }, { id: 'desc' }], page);
  }
}

/** The input as stored: trimmed text, e-mail in lower case. */
function clean(input: PartnerAgencyInput) {
  return {
    name: input.name.trim(), contactName: input.contactName?.trim() ?? '', email: input.email?.trim().toLowerCase() ?? '', phone: input.phone?.trim() ?? '',
    commissionPercent: input.commissionPercent, creditLimitCents: input.creditLimitCents,
  };
}
