import 'reflect-metadata';
import type { RequestListener } from 'node:http';
import path from 'node:path';
import express, { type Express, type RequestHandler } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import { bodyOnce, frontDoor } from './cache/front-door.js';
import { keptFieldsPlugin } from './cache/kept-fields.js';
import { KeptReads } from './cache/kept-reads.js';
import { PageCache } from './cache/page-cache.js';
import { EVERY_PARAM, paramsReadBy } from './cache/page-params.js';
import { PublicCache } from './cache/public-cache.js';
import { KeptStore } from './cache/store.js';
import type { Config } from './config/env.js';
import { resolveSessionSecret, type SecretStore } from './config/session-secret.js';
import { checkDatabaseReady, connectOrm, resolveDatabaseUrl } from './db/database.js';
import type { EmbeddedPostgres } from './db/embedded-postgres.js';
import { withStartupLock } from './db/locks.js';
import { migrate } from './db/migrate.js';
import { seed } from './db/seed/index.js';
import { operationsPlugin } from './graphql/operations.js';
import { createSchema } from './graphql/schema.js';
import { inProcessExecutor } from './graphql/in-process.js';
import { createGraphqlHandler } from './graphql/server.js';
import { watchChanges } from './db/changes.js';
import { jsonBody } from './http/json-body.js';
import { compressAnswers } from './http/compression.js';
import { requestContext } from './http/context.js';
import { healthRoutes, Lifecycle } from './http/health.js';
import { metricSources, SESSION_POOL_MAX } from './http/metric-sources.js';
import { AppMetrics, metricsEndpoint, type MetricSources } from './http/metrics.js';
import { SERVER_PATHS, serverPathNotFound } from './http/not-found.js';
import { RateLimits, restRateLimits } from './http/rate-limit.js';
import { apiTokenAuth, unlessToken } from './http/bearer.js';
import { corsMiddleware, cspNonce, originCheck, securityHeaders, trustedOrigins } from './http/security.js';
import { requestLog } from './http/request-log.js';
import { webDevServer } from './http/pages/dev-server.js';
import { webPages } from './http/pages/pages.js';
import { clientDir, loadServerBuild } from './http/pages/server-build.js';
import { createSessionMiddleware } from './http/session.js';
import { VisitorHints } from './http/visitor-hint.js';
import { webFiles } from './http/web.js';
import { installJobsSchema, JobQueue } from './jobs/queue.js';
import { jobTasks } from './jobs/registry.js';
import { MailDelivery } from './modules/mail/delivery.js';
import { deliverQueuedMails } from './modules/mail/mail.tasks.js';
import { printQueuedMails } from './modules/mail/mail-console.js';
import { bindMediaStores, createMediaStores, type MediaStores } from './modules/media/blob-stores.js';
import { LEGACY_PACKAGE_COLUMNS } from './modules/packages/package.legacy.js';
import { mediaFileRoutes, mediaUploadRoutes } from './modules/media/media.routes.js';
import { bankStatementRoutes } from './modules/bank-statements/bank-statement.routes.js';
import { sitemapRoutes } from './modules/package-content/sitemap.routes.js';
import { sessionRoutes } from './modules/users/account.routes.js';
import { restErrorHandler } from './rest/error-handler.js';
import { exceptImageRoutes, imageJsonBody } from './rest/image-body.js';
import { createApiRouter } from './rest/router.js';
import { createAppServices, createServices } from './services.js';
import { announcer } from './shared/announce.js';
import { createLogger, silentLogger, type Logger } from './shared/logger.js';
import { attachmentFiles, factsContext } from './modules/documents/documents.js';

/** The API's paths whose handlers need the session and a request context (the web app's pages get theirs too). */
const CONTEXT_PATHS = ['/api', '/graphql', '/user', '/logout', '/media', '/bank-statements', '/sitemap.xml', '/sitemap-:n.xml'];

export interface AppHandle {
  /** The Express app (its routes; tests list them). */
  app: Express;
  /** What the HTTP server runs. */
  listener: RequestListener;
  orm: MikroORM;
  pool: pg.Pool;
  logger: Logger;
  metrics: AppMetrics;
  /** Starts what the app keeps ready in the background (the legacy full list's copies, the search index): once it is ready. */
  keepReady(): void;
  /** Closes what createApp opened (GraphQL server, session pool); the ORM is closed by the owner. */
  close(): Promise<void>;
}

/** What the app is built from besides the config and the database (tests may leave these out). */
export interface AppParts {
  /** Default: nothing is logged. */
  logger: Logger;
  /** Default: ready at once. */
  lifecycle: Lifecycle;
  /** Metric values owned elsewhere (the mail delivery, the job queue). */
  sources?: Partial<Pick<MetricSources, 'mailAttempts' | 'jobWorkers'>>;
}

export async function createApp(config: Config, orm: MikroORM, databaseUrl: string, parts: Partial<AppParts> = {}): Promise<AppHandle> {
  const logger = parts.logger ?? silentLogger;
  const lifecycle = parts.lifecycle ?? Object.assign(new Lifecycle(), { phase: 'ready' });
  const pool = new pg.Pool({ connectionString: databaseUrl, max: SESSION_POOL_MAX, application_name: 'bani-sessions' });
  // An idle client losing its server (e.g. the database stopping first) must not crash the process.
  pool.on('error', (err) => logger.warn({ err }, 'session pool: idle client lost its connection'));
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  // What every instance hears of committed writes: the caches of step 3 rest on it.
  const changes = await watchChanges(orm, databaseUrl, (m) => logger.warn(m));
  const appServices = createAppServices(orm, changes.feed, LEGACY_PACKAGE_COLUMNS, config, logger);
  const metrics = new AppMetrics(metricSources(orm, pool, parts.sources));
  const schema = await createSchema();
  // One store for everything kept in memory (api/src/cache): public reads, pages, the loaders' reads.
  const store = new KeptStore(changes.feed, config.cache.bytes);
  const keptReads = new KeptReads(store, schema);
  const graphql = await createGraphqlHandler({ plugins: [operationsPlugin(metrics), keptFieldsPlugin(schema, keptReads)] });

  // 0. Every request is timed and logged (request id in, echoed out) before anything can answer it.
  app.use(requestLog(logger));
  app.use(metrics.middleware());

  // 1. Every request: security headers, CORS, health and metrics, the CSRF origin check; answers
  //    compressed above a small threshold (what is precompressed passes through).
  app.use(cspNonce);
  app.use(securityHeaders(config));
  const cors = corsMiddleware(config);
  app.use(cors);
  app.use(healthRoutes(lifecycle, () => checkDatabaseReady(orm)));
  app.get('/metrics', metricsEndpoint(metrics, config.metricsToken));
  app.use(drainingConnections(lifecycle));
  app.use(originCheck(config));
  app.use(compressAnswers());

  // 2. Stored pictures: no body, no session, no request context.
  app.use(mediaFileRoutes(appServices.mediaFiles));

  // 3. The APIs and the session routes: JSON bodies of 1 MB (not on the image routes), the public cache
  //    (hot public lists answered from memory before any session work, ADR 0017), the session (only with
  //    its cookie), the request context; then the image routes' parser, which checks that the caller is
  //    staff BEFORE it reads a base64 body of up to MAX_IMAGE_MB.
  const secret = await resolveSessionSecret(config, sharedSecret(pool, 'session-secret'));
  const secure = config.isProduction ? 'auto' : false;
  const hints = new VisitorHints(secret, secure);
  const session = createSessionMiddleware({ pool, secret, secure, hints });
  const limits = new RateLimits(pool, config.rateLimits);
  const context = requestContext({ orm, limits, services: (scope) => createServices(config, appServices, scope) });
  // Issue 47: `Authorization: Bearer <token>` on /graphql acts as the token's account; its cookies are ignored.
  const tokens = apiTokenAuth(orm, limits, logger);
  const json = jsonBody(1024 * 1024, config.bodyTimeoutMs) as RequestHandler;
  const cache = new PublicCache(store, schema, config.cache.sharedSeconds);
  app.use(CONTEXT_PATHS, exceptImageRoutes(bodyOnce(json)), cache.middleware(), onGraphql(tokens), unlessToken(session), context);
  app.use(imageJsonBody(config.maxImageBytes, config.bodyTimeoutMs * 4));
  app.use('/api', restRateLimits(), createApiRouter());
  app.use('/graphql', exactly('/graphql', graphql.handler));
  app.use(sessionRoutes);
  app.use(mediaUploadRoutes(config.maxImageBytes));
  app.use(bankStatementRoutes());
  app.use(sitemapRoutes(clientDir(config.webDist), config.publicUrl));

  // 4. The server's own paths never fall through to the web app: an unknown one is a JSON 404.
  app.use(SERVER_PATHS, serverPathNotFound);

  // 5. The web app (ADR 0019): its files, then its pages and forms, rendered on the server for this
  //    visitor by React Router's handler (from its sources through Vite under `npm run dev`).
  const dev = config.webDev ? await webDevServer(path.join(config.webDist, '..')) : undefined;
  const build = dev ? dev.build : await loadServerBuild(config.webDist);
  if (dev) app.use(dev.middlewares);
  else app.use(webFiles(clientDir(config.webDist)));
  const pages = build ? new PageCache(store, schema, { sharedSeconds: config.cache.sharedSeconds, paramsRead: typeof build === 'function' ? EVERY_PARAM : paramsReadBy(build), hints }) : undefined;
  if (build && pages) {
    app.use(webPages({ build, publicUrl: config.publicUrl, session, context, execute: inProcessExecutor(schema, keptReads), pages, mode: dev ? 'development' : 'production', renderLimits: config.renderLimits }));
  } else {
    app.use(webNotBuilt);
  }
  app.use(restErrorHandler);

  // Before all of the above, the front door answers what the caches hold (issue 40).
  const listener = frontDoor({ cache, pages, app, json, cors, trustedOrigins: trustedOrigins(config), lifecycle, logger, metrics });

  return {
    app,
    listener,
    orm,
    pool,
    logger,
    metrics,
    keepReady: () => {
      appServices.fullList.start();
      appServices.searchIndex?.start();
    },
    async close() {
      await appServices.fullList.stop();
      await appServices.searchIndex?.stop();
      await appServices.resetRequests.idle();
      await dev?.close();
      await graphql.stop();
      await changes.stop();
      await pool.end();
    },
  };
}

/** A generated secret kept in app_meta: the first instance's candidate wins, every instance reads it. */
function sharedSecret(pool: pg.Pool, key: string): SecretStore {
  return {
    async putIfAbsent(candidate) {
      await pool.query('insert into app_meta (key, value) values ($1, $2) on conflict (key) do nothing', [key, candidate]);
      const { rows } = await pool.query<{ value: string }>('select value from app_meta where key = $1', [key]);
      return rows[0]!.value;
    },
  };
}

/** Without a build of the web app, its pages say what to do (the API still answers). */
const webNotBuilt: RequestHandler = (req, res, next) => {
  if (!req.accepts('html')) return next();
  res.status(503).type('text').send('The web app is not built yet: run `npm run build`.');
};

/** A handler for its mount path itself only (`/graphql`, not `/graphql/x`, which gets the 404 of stage 4). */
function exactly(route: string, handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if (req.path !== '/') return next();
    res.locals.route = route;
    return handler(req, res, next);
  };
}

/** Only on /graphql (the one edge API tokens open; elsewhere an Authorization header means nothing). */
function onGraphql(handler: RequestHandler): RequestHandler {
  return (req, res, next) => (req.baseUrl === '/graphql' ? handler(req, res, next) : next());
}

/** While draining, answers ask keep-alive clients (and proxies) to open their next request elsewhere. */
function drainingConnections(lifecycle: Lifecycle): RequestHandler {
  return (_req, res, next) => {
    if (lifecycle.phase === 'draining') res.setHeader('Connection', 'close');
    next();
  };
}

export interface Bootstrapped extends AppHandle {
  embedded?: EmbeddedPostgres;
  databaseUrl: string;
  lifecycle: Lifecycle;
  mail?: MailDelivery;
  jobs: JobQueue;
  /** Stops the job queue of this instance (waiting for its running jobs). */
  stopJobs(): Promise<void>;
  /** Stops everything in order: jobs, GraphQL, pools, ORM, then the embedded database. */
  shutdown(): Promise<void>;
}

export interface BootstrapOptions {
  /** The root logger (default: from LOG_LEVEL and LOG_FORMAT). */
  logger?: Logger;
  /** Shared with the HTTP server when it listens before the app is built (main.ts). */
  lifecycle?: Lifecycle;
}

/** Database (embedded or external), migrations, seed, then the app. Tests call this directly. */
export async function bootstrap(config: Config, options: BootstrapOptions = {}): Promise<Bootstrapped> {
  const logger = options.logger ?? createLogger(config.log);
  const lifecycle = options.lifecycle ?? new Lifecycle();
  const say = (m: string) => logger.info(m);
  const { url, embedded } = await resolveDatabaseUrl(config, say);
  let orm: MikroORM | undefined;
  let stores: MediaStores | undefined;
  let jobs: JobQueue | undefined;
  try {
    orm = await connectOrm(url);
    stores = await createMediaStores(orm, config.mediaStore);
    bindMediaStores(orm, stores);
    // Instances starting together on one database take turns: migrations and seed run once.
    const ready = orm;
    await withStartupLock(url, logger, async () => {
      await migrate(ready);
      await installJobsSchema(url);
      await seed(ready.em.fork() as never, config, say, announcer(logger));
    });
    // Without SMTP_URL mails stay in the outbox, visible to staff; a developer also sees them printed.
    // With it, each mail's delivery job is added in the transaction that writes it.
    const documents = factsContext(config);
    const mail = config.smtpUrl ? new MailDelivery(orm, config.smtpUrl, config.mailFrom, (em, refs) => attachmentFiles(em, refs, documents)) : undefined;
    if (mail) deliverQueuedMails(orm);
    if (!config.smtpUrl && !config.isProduction) printQueuedMails(orm, logger);
    if (!config.smtpUrl && config.isProduction) {
      logger.warn('SMTP_URL is not set: no mail is delivered. Password resets, booking confirmations and staff notifications stay in the outbox (dashboard → Outbox); set SMTP_URL to send them.');
    }
    // Every instance and cluster worker runs the job queue (ADR 0028): mail delivery, the media sweep...
    const queue = new JobQueue(url, orm, jobTasks({ mail, bookings: config, payments: config, documents, webhooks: config.webhooks }), config.jobs, logger);
    jobs = queue;
    await queue.start();
    const handle = await createApp(config, orm, url, {
      logger, lifecycle, sources: { mailAttempts: () => mail?.attempts ?? { sent: 0, failed: 0 }, jobWorkers: () => queue.workers },
    });
    lifecycle.phase = 'ready';
    handle.keepReady();
    let jobsStopped: Promise<void> | undefined;
    const stopJobs = () => (jobsStopped ??= (async () => {
      await queue.stop();
      mail?.stop();
    })());
    return {
      ...handle,
      embedded,
      databaseUrl: url,
      lifecycle,
      mail,
      jobs: queue,
      stopJobs,
      async shutdown() {
        await stopJobs();
        await handle.close();
        stores!.close();
        await orm!.close(true);
        await embedded?.stop();
      },
    };
  } catch (e) {
    await jobs?.stop();
    stores?.close();
    await orm?.close(true);
    await embedded?.stop();
    throw e;
  }
}
