import os from 'node:os';
import path from 'node:path';
import { isIP } from 'node:net';
import { z } from 'zod';
import { paymentsConfig, paymentsEnv, type PaymentsConfig } from './payments-env.js';
import { documentsConfig, documentsEnv, type DocumentsConfig } from './documents-env.js';
import { webhooksConfig, webhooksEnv, type WebhooksConfig } from './webhooks-env.js';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const origins = z.string().transform((s, ctx) => {
  const list = s.split(',').map((o) => o.trim()).filter(Boolean);
  for (const o of list) {
    try {
      const u = new URL(o);
      if (u.origin !== o) throw new Error('not an origin');
    } catch {
      ctx.addIssue({ code: 'custom', message: `"${o}" is not an origin like https://example.com` });
    }
  }
  return list;
});

/**
 * Express's `trust proxy`: the number of proxy hops in front of us (the client is the address that many
 * entries from the right of X-Forwarded-For; 0 or `false`: no proxy), or the proxies' addresses and
 * subnets (`10.0.0.2,10.1.0.0/16`, or Express's names loopback, linklocal, uniquelocal). `true` would
 * trust the whole header, so any client could name its own address and escape the per-IP limits: it is
 * refused at start (README), as is anything else that is neither.
 */
const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];
const isProxyAddress = (a: string) => {
  if (PROXY_NAMES.includes(a)) return true;
  const [ip, bits, extra] = a.split('/');
  const family = isIP(ip ?? '');
  if (!family || extra !== undefined) return false;
  return bits === undefined || (/^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128));
};
const trustProxy = z.string().transform((s, ctx): number | string[] => {
  const value = s.trim();
  if (/^\d{1,2}$/.test(value)) return Number(value);
  if (value === 'false' || value === 'no') return 0;
  if (value === 'true' || value === 'yes') {
    ctx.addIssue({ code: 'custom', message: `"${value}" would trust every X-Forwarded-For hop, so any client could pick its own address and escape the per-IP limits; give the number of proxies in front (e.g. 1) or their addresses (e.g. 10.0.0.2,10.0.0.0/8)` });
    return z.NEVER;
  }
  const list = value.split(',').map((a) => a.trim()).filter(Boolean);
  const bad = list.filter((a) => !isProxyAddress(a));
  if (!list.length || bad.length) {
    ctx.addIssue({ code: 'custom', message: `must be a number of proxy hops (e.g. 1) or a list of proxy addresses (e.g. 10.0.0.2,10.0.0.0/8)${bad.length ? `; not an address: ${bad.join(', ')}` : ''}` });
    return z.NEVER;
  }
  return list;
});

/** `postgres` (default: pictures in the database) or `s3://bucket[/prefix]?endpoint=...&region=...&forcePathStyle=true`. */
const mediaStore = z.string().transform((s, ctx): MediaStoreConfig => {
  if (s === 'postgres' || s === 'postgresql') return { kind: 'postgres' };
  let u: URL;
  try {
    u = new URL(s);
  } catch {
    u = new URL('invalid:');
  }
  if (u.protocol !== 's3:' || !u.hostname) {
    ctx.addIssue({ code: 'custom', message: 'must be "postgres" or s3://bucket[/prefix][?endpoint=URL&region=R&forcePathStyle=true]' });
    return { kind: 'postgres' };
  }
  const endpoint = u.searchParams.get('endpoint') ?? undefined;
  if (endpoint && !/^https?:\/\//.test(endpoint)) ctx.addIssue({ code: 'custom', message: 'endpoint must be an http(s) URL' });
  const prefix = decodeURIComponent(u.pathname.replace(/^\/+/, ''));
  return {
    kind: 's3',
    bucket: u.hostname,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
    endpoint,
    region: u.searchParams.get('region') ?? 'us-east-1',
    forcePathStyle: ['true', '1', 'yes'].includes(u.searchParams.get('forcePathStyle') ?? (endpoint ? 'true' : 'false')),
  };
});

export type MediaStoreConfig =
  | { kind: 'postgres' }
  | { kind: 's3'; bucket: string; prefix: string; endpoint?: string; region: string; forcePathStyle: boolean };

/** An international number, spaces, dashes, dots and brackets allowed: kept as its digits (E.164 without "+"). */
const agencyPhone = z.string().transform((s, ctx) => {
  const digits = s.replace(/[\s\-.()]/g, '');
  if (!/^\+?[1-9]\d{7,14}$/.test(digits)) {
    ctx.addIssue({ code: 'custom', message: 'must be an international phone number, e.g. +383 45 963 828' });
    return z.NEVER;
  }
  return digits.replace(/^\+/, '');
});

const count = z.coerce.number().int().min(1).max(1_000_000);
const seconds = z.coerce.number().int().min(1).max(30 * 24 * 3600);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('./.data'),
  EMBEDDED_PG_PORT: z.coerce.number().int().min(1).max(65535).refine((p) => p !== 5432, {
    message: '5432 is left to a system PostgreSQL; choose another port',
  }).default(5544),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  CORS_ORIGINS: origins.optional(),
  TRUST_PROXY: trustProxy.default(0),
  OWNER_USERNAME: z.string().min(3).default('owner'),
  OWNER_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  MAIL_FROM: z.string().default('Bani Travel <no-reply@bani-travel.com>'),
  // The job queue (ADR 0028): jobs run at once per instance (0: this instance runs none), how often a
  // worker looks for jobs that became due, and after how long a dead process's job runs again.
  JOBS_CONCURRENCY: z.coerce.number().int().min(0).max(50).default(2),
  JOBS_POLL_SECONDS: z.coerce.number().min(0.1).max(600).default(2),
  JOBS_RECLAIM_SECONDS: z.coerce.number().min(0.2).max(3600).default(15),
  STAFF_EMAIL: z.string().email().default('info@bani-travel.com'),
  PUBLIC_URL: z.string().url().optional(),
  MAX_IMAGE_MB: z.coerce.number().positive().max(50).default(5),
  // Default: on in development and tests, off in production (README).
  SEED_DEMO: bool.optional(),
  WEB_DIST: z.string().optional(),
  // `npm run dev`: the web app from its sources through Vite (http/pages/dev-server.ts), not its build.
  WEB_DEV: bool.default(false),
  // Issue 41: the default of the owner's "staff sign in with a second factor" until the owner sets it (ADR 0025).
  STAFF_TWO_FACTOR_REQUIRED: bool.optional(),
  // Rate limits (SECURITY.md): counts per window, kept in PostgreSQL so they hold across instances.
  RATE_LIMIT_LOGIN_PER_USERNAME: count.default(5),
  RATE_LIMIT_LOGIN_PER_IP: count.default(20),
  RATE_LIMIT_LOGIN_WINDOW_SECONDS: seconds.default(900),
  RATE_LIMIT_LOGIN_BLOCK_SECONDS: seconds.default(60),
  RATE_LIMIT_LOGIN_MAX_BLOCK_SECONDS: seconds.default(3600),
  RATE_LIMIT_REGISTER_PER_IP: count.default(10),
  RATE_LIMIT_CONTACT_PER_IP: count.default(10),
  RATE_LIMIT_SUBSCRIBE_PER_IP: count.default(10),
  RATE_LIMIT_RESERVE_PER_IP: count.default(30),
  RATE_LIMIT_RESERVE_PER_CUSTOMER: count.default(10),
  RATE_LIMIT_BOOK_PER_IP: count.default(30),
  RATE_LIMIT_BOOK_PER_CUSTOMER: count.default(10),
  RATE_LIMIT_PASSWORD_RESET_PER_IP: count.default(10),
  RATE_LIMIT_API_TOKEN_PER_MINUTE: count.default(120),
  RATE_LIMIT_WINDOW_SECONDS: seconds.default(3600),
  // Operations (docs/operations.md): logs, metrics, shutdown, where pictures live.
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'pretty']).optional(),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(120).default(2),
  SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(15),
  // Issue 41: a JSON body must be all there this long after its headers (image uploads: four times as long).
  REQUEST_BODY_TIMEOUT_SECONDS: z.coerce.number().min(1).max(600).default(15),
  // Issue 40: worker processes of `npm start` (ops/cluster.ts); 1 runs the app in this process itself.
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(os.availableParallelism()),
  // Issue 40: pages rendered at once per process, and how many may wait for a turn before a 503.
  RENDER_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(16),
  RENDER_QUEUE: z.coerce.number().int().min(0).max(10000).default(64),
  // Issue 40: the memory each process keeps answers and pages in (api/src/cache), and how long a shared
  // cache in front (a CDN, Varnish) may keep a public one (0: none may).
  CACHE_MB: z.coerce.number().int().min(1).max(4096).default(64),
  SHARED_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(5),
  // Issue 40: the package search's columns kept in memory (ADR 0045); false: every search is SQL.
  SEARCH_INDEX: bool.default(true),
  MEDIA_STORE: mediaStore.default({ kind: 'postgres' }),
  // Booking terms (issue 20): the agency's defaults; a package may set its own.
  BOOKING_DEPOSIT_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
  BOOKING_BALANCE_DUE_DAYS: z.coerce.number().int().min(0).max(365).default(21),
  BOOKING_FREE_CANCELLATION_DAYS: z.coerce.number().int().min(0).max(365).default(14),
  BOOKING_CANCELLATION_FEE_PERCENT: z.coerce.number().int().min(0).max(100).default(30),
  // Issue 41: the seats one customer may hold on one departure, and the days before departure bookings close.
  BOOKING_MAX_SEATS_PER_CUSTOMER: z.coerce.number().int().min(1).max(1000).default(10),
  BOOKING_CUTOFF_DAYS: z.coerce.number().int().min(0).max(365).default(1),
  // Issue 43: how long an option holds its seats, and how long a waitlisted party has for freed seats.
  BOOKING_OPTION_HOURS: z.coerce.number().int().min(1).max(24 * 30).default(48),
  BOOKING_OPTION_LEAD_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  BOOKING_OPTION_MIN_HOURS: z.coerce.number().int().min(1).max(72).default(2),
  BOOKING_WAITLIST_OFFER_HOURS: z.coerce.number().int().min(1).max(24 * 14).default(24),
  // Issue 43: customers fill or correct their travellers' passport data until this many days before departure.
  PASSENGER_EDIT_CUTOFF_DAYS: z.coerce.number().int().min(0).max(365).default(3),
  // Issue 43: a child younger than this (in years) flies on a lap and takes no seat of the flight's block.
  INFANT_MAX_AGE: z.coerce.number().int().min(0).max(17).default(2),
  // The agency's WhatsApp/Viber number for the package page's enquiry links (issue 20).
  AGENCY_PHONE: agencyPhone.default('38345963828'),
  ...paymentsEnv,
  ...documentsEnv,
  ...webhooksEnv,
});

export type Env = z.infer<typeof schema>;

export interface Config extends PaymentsConfig, DocumentsConfig, WebhooksConfig {
  env: Env['NODE_ENV'];
  isProduction: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  embeddedPgPort: number;
  sessionSecret?: string;
  corsOrigins: string[];
  /** Proxy hops in front (0: none), or the proxies' addresses: what Express's `trust proxy` takes. */
  trustProxy: number | string[];
  owner: { username: string; password?: string };
  smtpUrl?: string;
  mailFrom: string;
  /** The job queue of this instance (ADR 0028). */
  jobs: { concurrency: number; pollMs: number; reclaimMs: number };
  staffEmail: string;
  maxImageBytes: number;
  /** Base of links in mails (unsubscribe...). */
  publicUrl: string;
  seedDemo: boolean;
  /** Staff sign in with a second factor, until the owner's own setting says otherwise (default: in production). */
  staffTwoFactorRequired: boolean;
  webDist: string;
  /** Serve the web app from its sources (Vite's dev server in the API process) instead of its build. */
  webDev: boolean;
  rateLimits: RateLimitConfig;
  log: { level: string; format: 'json' | 'pretty' };
  /** Bearer token that opens /metrics to non-local scrapers; without it only localhost may scrape. */
  metricsToken?: string;
  /** A JSON body must have arrived this long after the parser starts reading it (pictures: four times as long). */
  bodyTimeoutMs: number;
  renderLimits: { running: number; waiting: number };
  webConcurrency: number;
  /** The kept answers' memory (bytes), and the seconds a shared cache may keep a public answer. */
  cache: { bytes: number; sharedSeconds: number };
  /** Answer the package search from its columns kept in memory where it can (ADR 0045). */
  searchIndex: boolean;
  shutdown: {
    /** After SIGTERM, /readyz answers 503 this long while requests are still served (proxies notice). */
    delayMs: number;
    /** Then in-flight requests get this long to finish before their connections are closed. */
    timeoutMs: number;
  };
  /** Where new pictures' bytes go (stored pictures are read from wherever their row says). */
  mediaStore: MediaStoreConfig;
  /** The agency's payment and cancellation terms, in days before departure (a package may override each). */
  bookingTerms: { depositPercent: number; balanceDueDays: number; freeCancellationDays: number; cancellationFeePercent: number };
  /**
   * What one customer may book: at most this many seats held on one departure (a group books with the
   * agency); and until when: bookings close `cutoffDays` before departure (such packages leave the public lists).
   */
  bookingLimits: { maxSeatsPerCustomer: number; cutoffDays: number };
  /**
   * An option holds its seats for `hours`, but lapses at the latest `leadDays` before departure (sooner
   * when departure is near), never in less than `minHours`; a waitlisted party offered freed seats
   * holds them for `waitlistOfferHours` (same bounds).
   */
  bookingOptions: { hours: number; leadDays: number; minHours: number; waitlistOfferHours: number };
  /** Customers edit their travellers' data until this many days before departure; then staff do (issue 43). */
  passengerEditCutoffDays: number;
  /** Children younger than this take no seat on a flight (issue 43). */
  infantMaxAge: number;
  /** The agency's phone as digits with the country code (E.164 without "+"), for WhatsApp and Viber links. */
  agencyPhone: string;
}

/** Attempts allowed per client IP (and, for login, per username) before a 429. */
export interface RateLimitConfig {
  /** Failed logins per username, then per IP, within loginWindowSeconds before a block. */
  loginPerUsername: number;
  loginPerIp: number;
  loginWindowSeconds: number;
  /** First block; each further block of the same key doubles, up to loginMaxBlockSeconds. */
  loginBlockSeconds: number;
  loginMaxBlockSeconds: number;
  /** Attempts per IP within windowSeconds. */
  register: number;
  contact: number;
  subscribe: number;
  reserve: number;
  book: number;
  /** Attempts per signed-in customer within windowSeconds, whatever the address. */
  reservePerCustomer: number;
  bookPerCustomer: number;
  /** Password reset requests and resets together (one counter). */
  passwordReset: number;
  windowSeconds: number;
  /** Requests per API token per minute (issue 47). */
  apiTokenPerMinute: number;
}

export class ConfigError extends Error {}

/** Secrets that were once written in this repository (the old docker-compose default): anyone knows them. */
const PUBLISHED_SECRETS = new Set(['change-me-to-a-long-random-secret-of-32-chars']);

/** Parses the environment once at start; every bad value is named in one clear message. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings (e.g. `DATABASE_URL=` in a .env) mean "unset".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.SESSION_SECRET) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: required when NODE_ENV=production');
  }
  if (e.NODE_ENV === 'production' && e.SESSION_SECRET && PUBLISHED_SECRETS.has(e.SESSION_SECRET)) {
    throw new ConfigError('Invalid configuration:\n  SESSION_SECRET: this value was published as an example; generate your own (e.g. openssl rand -base64 48)');
  }
  const here = path.dirname(new URL(import.meta.url).pathname);
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: path.resolve(e.DATA_DIR),
    embeddedPgPort: e.EMBEDDED_PG_PORT,
    sessionSecret: e.SESSION_SECRET,
    corsOrigins: e.CORS_ORIGINS ?? (e.NODE_ENV === 'production' ? [] : ['http://localhost:3000']),
    trustProxy: e.TRUST_PROXY,
    owner: { username: e.OWNER_USERNAME, password: e.OWNER_PASSWORD },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    jobs: { concurrency: e.JOBS_CONCURRENCY, pollMs: Math.round(e.JOBS_POLL_SECONDS * 1000), reclaimMs: Math.round(e.JOBS_RECLAIM_SECONDS * 1000) },
    staffEmail: e.STAFF_EMAIL,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    maxImageBytes: Math.round(e.MAX_IMAGE_MB * 1024 * 1024),
    seedDemo: e.SEED_DEMO ?? e.NODE_ENV !== 'production',
    staffTwoFactorRequired: e.STAFF_TWO_FACTOR_REQUIRED ?? e.NODE_ENV === 'production',
    // api/src/config or api/dist/config -> repo root web/dist
    webDist: path.resolve(e.WEB_DIST ?? path.join(here, '..', '..', '..', 'web', 'dist')),
    webDev: e.WEB_DEV && e.NODE_ENV !== 'production',
    rateLimits: {
      loginPerUsername: e.RATE_LIMIT_LOGIN_PER_USERNAME,
      loginPerIp: e.RATE_LIMIT_LOGIN_PER_IP,
      loginWindowSeconds: e.RATE_LIMIT_LOGIN_WINDOW_SECONDS,
      loginBlockSeconds: e.RATE_LIMIT_LOGIN_BLOCK_SECONDS,
      loginMaxBlockSeconds: Math.max(e.RATE_LIMIT_LOGIN_MAX_BLOCK_SECONDS, e.RATE_LIMIT_LOGIN_BLOCK_SECONDS),
      register: e.RATE_LIMIT_REGISTER_PER_IP,
      contact: e.RATE_LIMIT_CONTACT_PER_IP,
      subscribe: e.RATE_LIMIT_SUBSCRIBE_PER_IP,
      reserve: e.RATE_LIMIT_RESERVE_PER_IP,
      book: e.RATE_LIMIT_BOOK_PER_IP,
      reservePerCustomer: e.RATE_LIMIT_RESERVE_PER_CUSTOMER,
      bookPerCustomer: e.RATE_LIMIT_BOOK_PER_CUSTOMER,
      passwordReset: e.RATE_LIMIT_PASSWORD_RESET_PER_IP,
      windowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
      apiTokenPerMinute: e.RATE_LIMIT_API_TOKEN_PER_MINUTE,
    },
    // Pretty only for a person watching a development terminal; pipes, containers and tests get JSON lines.
    log: { level: e.LOG_LEVEL, format: e.LOG_FORMAT ?? (e.NODE_ENV === 'development' && process.stdout.isTTY ? 'pretty' : 'json') },
    metricsToken: e.METRICS_TOKEN,
    bodyTimeoutMs: e.REQUEST_BODY_TIMEOUT_SECONDS * 1000,
    renderLimits: { running: e.RENDER_CONCURRENCY, waiting: e.RENDER_QUEUE },
    webConcurrency: e.WEB_CONCURRENCY,
    cache: { bytes: e.CACHE_MB * 1024 * 1024, sharedSeconds: e.SHARED_CACHE_SECONDS },
    searchIndex: e.SEARCH_INDEX,
    shutdown: { delayMs: e.SHUTDOWN_DELAY_SECONDS * 1000, timeoutMs: e.SHUTDOWN_TIMEOUT_SECONDS * 1000 },
    mediaStore: e.MEDIA_STORE,
    bookingTerms: {
      depositPercent: e.BOOKING_DEPOSIT_PERCENT, balanceDueDays: e.BOOKING_BALANCE_DUE_DAYS, freeCancellationDays: e.BOOKING_FREE_CANCELLATION_DAYS,
      cancellationFeePercent: e.BOOKING_CANCELLATION_FEE_PERCENT,
    },
    bookingLimits: { maxSeatsPerCustomer: e.BOOKING_MAX_SEATS_PER_CUSTOMER, cutoffDays: e.BOOKING_CUTOFF_DAYS },
    bookingOptions: {
      hours: e.BOOKING_OPTION_HOURS, leadDays: e.BOOKING_OPTION_LEAD_DAYS, minHours: e.BOOKING_OPTION_MIN_HOURS, waitlistOfferHours: e.BOOKING_WAITLIST_OFFER_HOURS,
    },
    passengerEditCutoffDays: e.PASSENGER_EDIT_CUTOFF_DAYS,
    infantMaxAge: e.INFANT_MAX_AGE,
    agencyPhone: e.AGENCY_PHONE,
    ...paymentsConfig(e),
    ...documentsConfig(e),
    ...webhooksConfig(e),
  };
}
