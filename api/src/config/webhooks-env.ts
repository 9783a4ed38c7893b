import { z } from 'zod';

/** Issue 47, item 3's settings: the outgoing webhooks (ADR 0043). Kept apart from env.ts, which composes them. */
const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

export const webhooksEnv = {
  // Tests and development only: lets an endpoint be http(s)://127.0.0.1 or localhost (a receiver on this
  // machine). Private and loopback addresses are refused otherwise (no requests into our own network).
  WEBHOOKS_ALLOW_LOCAL_HTTP: bool.default(false),
  // How long one delivery waits for the receiver's answer.
  WEBHOOKS_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
};

type WebhooksEnv = z.infer<z.ZodObject<typeof webhooksEnv>>;

export interface WebhookSettings {
  /** http://127.0.0.1 and localhost are accepted (tests, development). */
  allowLocalHttp: boolean;
  timeoutMs: number;
}

export interface WebhooksConfig { webhooks: WebhookSettings }

export function webhooksConfig(e: WebhooksEnv): WebhooksConfig {
  return { webhooks: { allowLocalHttp: e.WEBHOOKS_ALLOW_LOCAL_HTTP, timeoutMs: e.WEBHOOKS_TIMEOUT_SECONDS * 1000 } };
}
