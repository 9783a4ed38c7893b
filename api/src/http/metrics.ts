import { timingSafeEqual } from 'node:crypto';
import type { RequestHandler } from 'express';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { routeOf } from './request-log.js';

/** Values read when Prometheus scrapes, from whoever owns them (pools, outbox, media store). */
export interface MetricSources {
  /** Connection pools by name: in use, idle, and callers waiting for a connection. */
  pools(): Record<string, { used: number; idle: number; waiting: number; max: number }>;
  /** Outbox rows by status, and the age of the oldest mail still waiting. */
  outbox(): Promise<{ pending: number; failed: number; retrying: number; oldestPendingSeconds: number }>;
  /** Mail this process tried to deliver since it started. */
  mailAttempts(): { sent: number; failed: number };
  /** Stored picture bytes and objects, by where they are kept. */
  media(): Promise<{ store: string; bytes: number; objects: number }[]>;
  /** Jobs in the queue by task and state (ADR 0028). */
  jobs(): Promise<{ task: string; pending: number; running: number; failed: number }[]>;
  /** Queue workers running in this instance (0: it runs no jobs). */
  jobWorkers(): number;
}

/** Distinct GraphQL operation names kept as labels; past this, `(other)` (clients choose the names). */
const MAX_OPERATION_NAMES = 200;

/**
 * Prometheus metrics of one app, on its own registry (several apps in one test process must not
 * share a global one). HTTP latency by route pattern and status, GraphQL operations, the database
 * pools, the mail outbox, the media store, and Node's own process metrics.
 */
export class AppMetrics {
  readonly registry = new Registry();
  private readonly http: Histogram<'method' | 'route' | 'status'>;
  private readonly graphqlCount: Counter<'operation' | 'type' | 'outcome'>;
  private readonly graphqlTime: Histogram<'operation' | 'type'>;
  private readonly operationNames = new Set<string>();

  constructor(sources: MetricSources) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.http = new Histogram({
      name: 'http_request_duration_seconds', help: 'Time to answer an HTTP request, by route pattern and status',
      labelNames: ['method', 'route', 'status'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10], registers,
    });
    this.graphqlCount = new Counter({
      name: 'graphql_operations_total', help: 'GraphQL operations run, by name, type and outcome',
      labelNames: ['operation', 'type', 'outcome'], registers,
    });
    this.graphqlTime = new Histogram({
      name: 'graphql_operation_duration_seconds', help: 'Time to run a GraphQL operation',
      labelNames: ['operation', 'type'], buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5], registers,
    });
    const pool = (name: string, help: string, pick: (p: ReturnType<MetricSources['pools']>[string]) => number) =>
      new Gauge({
        name, help, labelNames: ['pool'], registers,
        collect() {
          for (const [key, p] of Object.entries(sources.pools())) this.set({ pool: key }, pick(p));
        },
      });
    pool('db_pool_connections_in_use', 'Database connections lent out', (p) => p.used);
    pool('db_pool_connections_idle', 'Database connections open and idle', (p) => p.idle);
    pool('db_pool_waiting_requests', 'Callers waiting for a database connection', (p) => p.waiting);
    pool('db_pool_connections_max', 'Largest size of the pool', (p) => p.max);

    // One read of the outbox per scrape, shared by its gauges.
    const outboxOnce = this.oncePerScrape(() => sources.outbox());
    const outboxGauge = (name: string, help: string, pick: (o: Awaited<ReturnType<MetricSources['outbox']>>) => number) =>
      new Gauge({ name, help, registers, async collect() { this.set(pick(await outboxOnce())); } });
    outboxGauge('outbox_pending_mails', 'Mails waiting to be sent (first try or retry)', (o) => o.pending);
    outboxGauge('outbox_retrying_mails', 'Waiting mails that failed at least once', (o) => o.retrying);
    outboxGauge('outbox_failed_mails', 'Mails given up on after every retry', (o) => o.failed);
    outboxGauge('outbox_oldest_pending_seconds', 'Age of the oldest waiting mail', (o) => o.oldestPendingSeconds);
    new Counter({
      name: 'mail_delivery_attempts_total', help: 'Delivery attempts by this process, by outcome', labelNames: ['outcome'], registers,
      collect() {
        const a = sources.mailAttempts();
        this.reset();
        this.inc({ outcome: 'sent' }, a.sent);
        this.inc({ outcome: 'failed' }, a.failed);
      },
    });

    const mediaOnce = this.oncePerScrape(() => sources.media());
    new Gauge({
      name: 'media_store_bytes', help: 'Bytes of stored pictures (every variant), by store', labelNames: ['store'], registers,
      async collect() {
        for (const m of await mediaOnce()) this.set({ store: m.store }, m.bytes);
      },
    });
    new Gauge({
      name: 'media_store_objects', help: 'Stored picture variants, by store', labelNames: ['store'], registers,
      async collect() {
        for (const m of await mediaOnce()) this.set({ store: m.store }, m.objects);
      },
    });
    // Counts of the shared queue (every instance reports the same); reset first, so a task whose jobs are gone reads 0.
    const jobsOnce = this.oncePerScrape(() => sources.jobs());
    const jobGauge = (name: string, help: string, pick: (t: Awaited<ReturnType<MetricSources['jobs']>>[number]) => number) =>
      new Gauge({
        name, help, labelNames: ['task'], registers,
        async collect() {
          this.reset();
          for (const t of await jobsOnce()) this.set({ task: t.task }, pick(t));
        },
      });
    jobGauge('jobs_pending', 'Jobs waiting for their time or a worker (retries too), by task', (t) => t.pending);
    jobGauge('jobs_running', 'Jobs a worker holds now, by task', (t) => t.running);
    jobGauge('jobs_failed', 'Jobs whose every attempt failed, by task', (t) => t.failed);
    new Gauge({
      name: 'jobs_workers', help: 'Job queue workers running in this instance', registers,
      collect() {
        this.set(sources.jobWorkers());
      },
    });
  }

  private scrape = 0;

  /** A query shared by the gauges of one scrape (a new scrape asks again). */
  private oncePerScrape<T>(read: () => Promise<T>): () => Promise<T> {
    let cached: { scrape: number; value: Promise<T> } | undefined;
    return () => {
      if (cached?.scrape !== this.scrape) cached = { scrape: this.scrape, value: read() };
      return cached.value;
    };
  }

  /** Times every request; the route is read when the answer is finished (after routing). */
  middleware(): RequestHandler {
    return (req, res, next) => {
      const end = this.http.startTimer();
      res.once('finish', () => end({ method: req.method, route: routeOf(req, res), status: String(res.statusCode) }));
      next();
    };
  }

  /** A request answered before the Express stack (the front door), timed by its caller. */
  requestDone(method: string, route: string, status: number, seconds: number): void {
    this.http.observe({ method, route, status: String(status) }, seconds);
  }

  graphqlOperation(name: string, type: string, outcome: 'ok' | 'error', seconds: number): void {
    let operation = name;
    if (!this.operationNames.has(name)) {
      if (this.operationNames.size >= MAX_OPERATION_NAMES) operation = '(other)';
      else this.operationNames.add(name);
    }
    this.graphqlCount.inc({ operation, type, outcome });
    this.graphqlTime.observe({ operation, type }, seconds);
  }

  /** Prometheus text format. */
  async text(): Promise<{ contentType: string; body: string }> {
    this.scrape++;
    return { contentType: this.registry.contentType, body: await this.registry.metrics() };
  }
}

/** Loopback, as the socket sees it (not `req.ip`, which X-Forwarded-For may set behind a proxy). */
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;

/**
 * `GET /metrics`: never public. Open to a scraper on this machine that came straight in (a request
 * relayed by a proxy on the same machine carries X-Forwarded-For and is refused), or to anyone with
 * `Authorization: Bearer <METRICS_TOKEN>`; everyone else gets a 403.
 */
export function metricsEndpoint(metrics: AppMetrics, token: string | undefined): RequestHandler {
  const expected = token ? Buffer.from(`Bearer ${token}`) : undefined;
  return async (req, res) => {
    const given = Buffer.from(req.get('authorization') ?? '');
    const tokenOk = !!expected && given.length === expected.length && timingSafeEqual(given, expected);
    const local = LOOPBACK.test(req.socket.remoteAddress ?? '') && !req.get('x-forwarded-for') && !req.get('forwarded');
    if (!tokenOk && !local) {
      res.status(403).type('text').send('Metrics are only served to localhost or with METRICS_TOKEN.\n');
      return;
    }
    const { contentType, body } = await metrics.text();
    res.setHeader('Cache-Control', 'no-store');
    res.type(contentType).send(body);
  };
}
