import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Config } from '../../config/env.js';
import { NotFoundError } from '../../shared/errors.js';
import { findPage, type PageInput, type PageOf } from '../../shared/paging.js';
import { enqueueMail } from '../mail/outbox.js';
import { subscriptionWelcome, type Lang } from '../mail/templates.js';
import { escapeLike } from '../../shared/like.js';
import { Subscription } from './subscription.entity.js';
import type { SubscribeInput } from './subscription.inputs.js';

/** The only credential of the unsubscribe link: 192 random bits. */
export const unsubscribeToken = () => randomBytes(24).toString('base64url');

export const SUBSCRIBED = 'Jeni abonuar me sukses! Në email do të njoftoheni për ofertat më të mira.';

export class SubscriptionService {
  constructor(private readonly em: EntityManager, private readonly config: Config) {}

  /** Idempotent and case-insensitive; a returning subscriber is re-activated and welcomed again. */
  subscribe(input: SubscribeInput): Promise<Subscription> {
    const email = input.email.trim().toLowerCase();
    return this.em.transactional(async (em) => {
      const inserted = await em.execute(
        `insert into subscriptions (email, token) values (?, ?) on conflict (lower(email)) do nothing returning id`,
        [email, unsubscribeToken()]);
      const sub = await em.findOneOrFail(Subscription, { email: { $ilike: escapeLike(email) } });
      const isNew = inserted.length > 0;
      const returning = !!sub.unsubscribedAt;
      if (returning) sub.unsubscribedAt = null;
      if (isNew || returning) {
        const url = this.unsubscribeUrl(sub.token);
        enqueueMail(em, 'subscription-welcome', sub.email, subscriptionWelcome((input.language ?? 'sq') as Lang, url), {
          'List-Unsubscribe': `<${url}>`,
        });
      }
      return sub;
    });
  }

  /** Works from the mail link without logging in; the token is the only credential. */
  async unsubscribe(token: string): Promise<boolean> {
    const sub = await this.em.findOne(Subscription, { token });
    if (!sub) throw new NotFoundError('Abonimi');
    sub.unsubscribedAt ??= new Date();
    await this.em.flush();
    return true;
  }

  list(page: PageInput): Promise<PageOf<Subscription>> {
    return findPage(this.em, Subscription, {}, { createdAt: 'desc', id: 'desc' }, page);
  }

  /** Active subscribers as CSV (RFC 4180 quoting; a leading = + - @ is neutralised against formula injection). */
  async csv(): Promise<string> {
    const rows = await this.em.find(Subscription, { unsubscribedAt: null }, { orderBy: { createdAt: 'asc', id: 'asc' } });
    const cell = (v: string) => `"${(/^[=+\-@]/.test(v) ? `'${v}` : v).replace(/"/g, '""')}"`;
    return ['email,subscribed_at', ...rows.map((r) => `${cell(r.email)},${cell(r.createdAt.toISOString())}`)].join('\r\n') + '\r\n';
  }

  unsubscribeUrl(token: string): string {
    return `${this.config.publicUrl}/unsubscribe?token=${encodeURIComponent(token)}`;
  }
}
