import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { WebhookSettings } from '../../config/webhooks-env.js';
import { DomainError } from '../../shared/errors.js';
import { WebhookDelivery, WebhookDeliveryStatus } from './webhook.entity.js';
import { parseWebhookUrl, resolveWebhookHost } from './webhook-url.js';
import { scheduleWebhook } from './webhook.tasks.js';

/** Waits after the 1st, 2nd... failed attempt: 1 min, 5 min, 30 min, 2 h, 12 h (then FAILED, webhook-events MAX_ATTEMPTS). */
export const BACKOFF_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 12 * 3_600_000];
export const backoffMs = (attempts: number) => BACKOFF_MS[Math.min(attempts, BACKOFF_MS.length) - 1]!;

/** `X-Bani-Signature`: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")> (docs/webhooks.md). */
export function signature(secret: string, body: string, t = Math.floor(Date.now() / 1000)): string {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
}

/** What one POST got: the status code, or why there was none. */
interface Answer { status?: number; error?: string }

/**
 * One POST: to the address checked now (resolved again at each attempt, so a name that came to point
 * into our network is refused), no redirects followed, `timeoutMs` in all; the answer's body is read
 * for at most 1 KB (for the error shown to the owner) and otherwise dropped.
 */
async function post(urlText: string, headers: Record<string, string>, body: string, settings: WebhookSettings): Promise<Answer> {
  let target: { address: string; family: 4 | 6 };
  let url: URL;
  try {
    url = parseWebhookUrl(urlText, settings.allowLocalHttp);
    target = await resolveWebhookHost(url, settings.allowLocalHttp);
  } catch (e) {
    return { error: e instanceof DomainError ? Object.values(e.fields ?? {})[0] ?? e.message : (e as Error).message };
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Answer>((resolve) => {
    const req = client.request(url, {
      method: 'POST', timeout: settings.timeoutMs, headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      // Connect to the address just checked, never to what a second lookup might answer.
      lookup: (_host, opts, cb) => (opts as { all?: boolean }).all
        ? (cb as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [target])
        : cb(null, target.address, target.family),
    }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => { if (text.length < 1024) text += chunk; });
      res.on('end', () => resolve({ status: res.statusCode, error: text.slice(0, 300) }));
      res.on('error', (err) => resolve({ status: res.statusCode, error: err.message }));
    });
    const timer = setTimeout(() => req.destroy(new Error(`No answer within ${settings.timeoutMs / 1000} s`)), settings.timeoutMs);
    req.on('timeout', () => req.destroy(new Error(`No answer within ${settings.timeoutMs / 1000} s`)));
    req.on('error', (err) => resolve({ error: err.message }));
    req.on('close', () => clearTimeout(timer));
    req.end(body);
  });
}

/**
 * The job of one delivery: if it is still PENDING and due, its endpoint is active, it is POSTed with a
 * new timestamp and signature; a 2xx marks it DELIVERED, anything else records the status or error and
 * schedules the next attempt (BACKOFF_MS), or marks it FAILED after its last. The row is claimed FOR
 * UPDATE SKIP LOCKED for the attempt, so two workers never send it at once.
 */
export async function deliverWebhook(em: EntityManager, id: number, settings: WebhookSettings, now = () => new Date()): Promise<void> {
  await em.transactional(async (tx) => {
    // The delivery's row alone is claimed: deliveries to one endpoint go out side by side.
    const claimed = await tx.execute<{ id: number }[]>(`select id from webhook_deliveries where id = ? and status = 'PENDING' for update skip locked`, [id]);
    if (!claimed.length) return;
    const d = await tx.findOneOrFail(WebhookDelivery, { id }, { populate: ['endpoint'], refresh: true });
    if (d.nextAttemptAt.getTime() > now().getTime()) return scheduleWebhook(tx as EntityManager, d.id, d.nextAttemptAt);
    const endpoint = d.endpoint;
    const [{ secret }] = await tx.execute<{ secret: string }[]>('select secret from webhook_endpoints where id = ?', [endpoint.id]);
    d.attempts += 1;
    d.lastAttemptAt = now();
    const answer: Answer = endpoint.active
      ? await post(endpoint.url, { 'user-agent': 'BaniTravel-Webhooks/1', 'x-bani-event': d.eventType, 'x-bani-delivery': d.uid, 'x-bani-signature': signature(secret!, d.body) }, d.body, settings)
      : { error: 'The endpoint is disabled.' };
    d.lastStatusCode = answer.status ?? null;
    if (answer.status && answer.status >= 200 && answer.status < 300) {
      d.status = WebhookDeliveryStatus.DELIVERED;
      d.deliveredAt = now();
      d.lastError = null;
      return;
    }
    d.lastError = (answer.status ? `HTTP ${answer.status}${answer.error ? `: ${answer.error}` : ''}` : answer.error ?? 'No answer').slice(0, 500);
    if (d.attempts >= d.maxAttempts || !endpoint.active) {
      d.status = WebhookDeliveryStatus.FAILED;
      return;
    }
    d.nextAttemptAt = new Date(now().getTime() + backoffMs(d.attempts));
    await scheduleWebhook(tx as EntityManager, d.id, d.nextAttemptAt);
  });
}
