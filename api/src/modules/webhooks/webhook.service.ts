import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookSettings } from '../../config/webhooks-env.js';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../shared/errors.js';
import { findPage, type PageInput, type PageOf } from '../../shared/paging.js';
import { audit, LogAction, LogKind } from '../logs/audit.js';
import { signedIn, type Actor } from '../users/actor.js';
import { STAFF } from '../users/role.js';
import { User } from '../users/user.entity.js';
import { MAX_ATTEMPTS, mayUseWebhooks } from './webhook-events.js';
import { checkWebhookUrl } from './webhook-url.js';
import { WebhookDelivery, WebhookDeliveryStatus, WebhookEndpoint, type WebhookEventType } from './webhook.entity.js';
import type { RegisterWebhookInput, UpdateWebhookInput } from './webhook.inputs.js';
import { scheduleWebhook } from './webhook.tasks.js';

/** An account keeps at most this many endpoints (each booking event costs a row and a request per endpoint). */
export const MAX_ENDPOINTS = 10;

/** A new signing secret: 32 random bytes, shown once. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** An endpoint and its secret, answered once: at registration and at each rotation. */
export interface EndpointWithSecret { endpoint: WebhookEndpoint; secret: string }

/**
 * Webhooks (issue 47, ADR 0043): an account with the right (`mayUseWebhooks`) registers, changes,
 * disables, deletes its own endpoints and rotates their secrets; it and staff read the deliveries and
 * replay one. Staff see every endpoint and delivery. Every change is in the activity log (never the secret).
 */
export class WebhookService {
  constructor(private readonly em: EntityManager, private readonly actor: Actor | null, private readonly settings: WebhookSettings) {}

  /** The actor, if it may have webhooks; 403 otherwise (a customer, and today an admin). */
  private subscriber(): Actor {
    const actor = signedIn(this.actor);
    if (!mayUseWebhooks(actor)) throw new ForbiddenError();
    return actor;
  }

  private isStaff(actor: Actor): boolean {
    return STAFF.includes(actor.role);
  }

  mine(): Promise<WebhookEndpoint[]> {
    const actor = this.subscriber();
    return this.em.find(WebhookEndpoint, { owner: actor.id }, { orderBy: { id: 'asc' } });
  }

  /** Staff: every endpoint, with its owner. */
  all(): Promise<WebhookEndpoint[]> {
    const actor = signedIn(this.actor);
    if (!this.isStaff(actor)) throw new ForbiddenError();
    return this.em.find(WebhookEndpoint, {}, { orderBy: { id: 'asc' }, populate: ['owner'] });
  }

  async register(input: RegisterWebhookInput): Promise<EndpointWithSecret> {
    const actor = this.subscriber();
    const events = checkEvents(input.events);
    const url = await checkWebhookUrl(input.url, this.settings.allowLocalHttp);
    return this.em.transactional(async (em) => {
      // Counted under the account's row lock: two registrations at once cannot both pass the cap.
      await em.execute('select id from users where id = ? for update', [actor.id]);
      if (await em.count(WebhookEndpoint, { owner: actor.id }) >= MAX_ENDPOINTS) {
        const text = `Mund të keni më së shumti ${MAX_ENDPOINTS} adresa webhook.`;
        throw new ConflictError(text, { url: text }, undefined, { url: { code: 'WEBHOOKS_MAX', params: { max: MAX_ENDPOINTS } } });
      }
      const secret = newSecret();
      const endpoint = em.create(WebhookEndpoint, {
        owner: em.getReference(User, actor.id), url, events, secret, description: input.description?.trim() || null,
      });
      await em.flush();
      audit(em, actor, LogAction.ADD, LogKind.WEBHOOK, endpoint.id, { subject: url, changes: [{ field: 'events', to: events.join(', ') }] });
      return { endpoint, secret };
    });
  }

  async update(input: UpdateWebhookInput): Promise<WebhookEndpoint> {
    const actor = this.subscriber();
    const url = input.url === undefined || input.url === null ? undefined : await checkWebhookUrl(input.url, this.settings.allowLocalHttp);
    const events = input.events === undefined || input.events === null ? undefined : checkEvents(input.events);
    return this.em.transactional(async (em) => {
      const e = await this.ownEndpoint(em, actor, input.id);
      const changes = [];
      if (url !== undefined && url !== e.url) changes.push({ field: 'url', from: e.url, to: (e.url = url) });
      if (events && events.join() !== e.events.join()) changes.push({ field: 'events', from: e.events.join(', '), to: (e.events = events).join(', ') });
      if (input.active !== undefined && input.active !== null && input.active !== e.active) {
        changes.push({ field: 'active', from: String(e.active), to: String((e.active = input.active)) });
      }
      if (input.description !== undefined) e.description = input.description?.trim() || null;
      e.updatedAt = new Date();
      if (changes.length) audit(em, actor, LogAction.EDIT, LogKind.WEBHOOK, e.id, { subject: e.url, changes });
      return e;
    });
  }

  /** A new secret replaces the old at once (the old one stops signing); shown once. */
  rotate(id: number): Promise<EndpointWithSecret> {
    const actor = this.subscriber();
    return this.em.transactional(async (em) => {
      const endpoint = await this.ownEndpoint(em, actor, id);
      const secret = newSecret();
      endpoint.secret = secret;
      endpoint.updatedAt = new Date();
      audit(em, actor, LogAction.EDIT, LogKind.WEBHOOK, endpoint.id, { subject: endpoint.url, changes: [{ field: 'secret', to: 'rotated' }] });
      return { endpoint, secret };
    });
  }

  /** Deletes the endpoint and its delivery log (a waiting delivery's job then finds nothing). */
  delete(id: number): Promise<boolean> {
    const actor = this.subscriber();
    return this.em.transactional(async (em) => {
      const endpoint = await this.ownEndpoint(em, actor, id);
      audit(em, actor, LogAction.DELETE, LogKind.WEBHOOK, endpoint.id, { subject: endpoint.url });
      await em.execute('delete from webhook_endpoints where id = ?', [endpoint.id]);
      return true;
    });
  }

  /** An endpoint's deliveries, newest first: its owner's, or (staff, `endpointId` omitted) everyone's. */
  async deliveries(endpointId: number | null | undefined, page: PageInput): Promise<PageOf<WebhookDelivery>> {
    const actor = signedIn(this.actor);
    if (!this.isStaff(actor) && !mayUseWebhooks(actor)) throw new ForbiddenError();
    if (endpointId === null || endpointId === undefined) {
      if (!this.isStaff(actor)) throw new InvalidInputError({ endpointId: 'Zgjidhni adresën webhook.' }, undefined, { endpointId: 'isNotEmpty' });
      return findPage(this.em, WebhookDelivery, {}, { createdAt: 'desc', id: 'desc' }, page);
    }
    await this.visibleEndpoint(this.em, actor, endpointId);
    return findPage(this.em, WebhookDelivery, { endpoint: endpointId }, { createdAt: 'desc', id: 'desc' }, page);
  }

  /**
   * Sends a delivery again now: the same body and X-Bani-Delivery, a new timestamp and signature, and
   * a fresh round of attempts. Its endpoint's owner or staff; a delivery already waiting is just made due.
   */
  replay(id: number): Promise<WebhookDelivery> {
    const actor = signedIn(this.actor);
    if (!this.isStaff(actor) && !mayUseWebhooks(actor)) throw new ForbiddenError();
    return this.em.transactional(async (em) => {
      const d = await em.findOne(WebhookDelivery, { id }, { populate: ['endpoint'] });
      if (!d) throw new NotFoundError('Dërgesa');
      await this.visibleEndpoint(em, actor, d.endpoint.id);
      if (!d.endpoint.active) {
        const text = 'Adresa webhook është e çaktivizuar: aktivizojeni para se ta ridërgoni.';
        throw new ConflictError(text, { id: text }, undefined, { id: { code: 'WEBHOOK_DISABLED' } });
      }
      const from = d.status;
      d.status = WebhookDeliveryStatus.PENDING;
      d.maxAttempts = d.attempts + MAX_ATTEMPTS;
      d.nextAttemptAt = new Date();
      await scheduleWebhook(em, d.id);
      audit(em, actor, LogAction.EDIT, LogKind.WEBHOOK, d.endpoint.id, {
        subject: `${d.eventType} ${d.reference ?? ''} → ${d.endpoint.url}`, changes: [{ field: 'replay', from, to: d.uid }],
      });
      return d;
    });
  }

  /** The actor's own endpoint; another's is a 404 (never says it exists). */
  private async ownEndpoint(em: EntityManager, actor: Actor, id: number): Promise<WebhookEndpoint> {
    const e = await em.findOne(WebhookEndpoint, { id, owner: actor.id });
    if (!e) throw new NotFoundError('Adresa webhook');
    return e;
  }

  /** Staff see every endpoint; a subscriber its own. */
  private async visibleEndpoint(em: EntityManager, actor: Actor, id: number): Promise<WebhookEndpoint> {
    if (!this.isStaff(actor)) return this.ownEndpoint(em, actor, id);
    const e = await em.findOne(WebhookEndpoint, { id });
    if (!e) throw new NotFoundError('Adresa webhook');
    return e;
  }
}

/** At least one event, each once, in the list's order. */
function checkEvents(events: WebhookEventType[]): WebhookEventType[] {
  const unique = [...new Set(events)];
  if (!unique.length) throw new InvalidInputError({ events: 'Zgjidhni të paktën një ngjarje.' }, undefined, { events: 'arrayNotEmpty' }, { events: { code: 'WEBHOOK_EVENTS_EMPTY' } });
  return unique;
}
