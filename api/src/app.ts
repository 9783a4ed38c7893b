import 'reflect-metadata';
import express, { type Express } from 'express';
import type { MikroORM } from '@mikro-orm/postgresql';
import pg from 'pg';
import type { Config } from './config/env.js';
import { resolveSessionSecret } from './config/session-secret.js';
import { openOrm, resolveDatabaseUrl } from './db/database.js';
import type { EmbeddedPostgres } from './db/embedded-postgres.js';
import { seed } from './db/seed/index.js';
import { createGraphqlHandler } from './graphql/server.js';
import { requestContext } from './http/context.js';
import { RateLimits, restRateLimits } from './http/rate-limit.js';
import { corsMiddleware, originCheck, securityHeaders } from './http/security.js';
import { createSessionMiddleware } from './http/session.js';
import { webRoutes } from './http/web.js';
import { MailDelivery } from './modules/mail/delivery.js';
import { startMediaSweep } from './modules/media/media-sweep.js';
import { mediaFileRoutes, mediaUploadRoutes } from './modules/media/media.routes.js';
import { sessionRoutes } from './modules/users/account.routes.js';
import { restErrorHandler } from './rest/error-handler.js';
import { imageJsonBody } from './rest/image-body.js';
import { createApiRouter } from './rest/router.js';
import { createAppServices, createServices } from './services.js';

/** The paths whose handlers need the session and a request context; nothing else gets either. */
const CONTEXT_PATHS = ['/api', '/graphql', '/user', '/logout', '/media'];

export interface AppHandle {
  app: Express;
  orm: MikroORM;
  pool: pg.Pool;
  /** Closes what createApp opened (GraphQL server, session pool); the ORM is closed by the owner. */
  close(): Promise<void>;
}

export async function createApp(config: Config, orm: MikroORM, databaseUrl: string): Promise<AppHandle> {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 5 });
  // An idle client losing its server (e.g. the database stopping first) must not crash the process.
  pool.on('error', (err) => console.error('[pg pool]', err.message));
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);
  app.set('query parser', 'simple');
  const appServices = createAppServices(orm);
  const graphql = await createGraphqlHandler();

  // 1. Every request: security headers, CORS, the health check, the CSRF origin check.
  app.use(securityHeaders(config));
  app.use(corsMiddleware(config));
  app.get('/healthz', (_req, res) => {
    res.json({ ok: true });
  });
  app.use(originCheck(config));

  // 2. Stored pictures: no body, no session, no request context.
  app.use(mediaFileRoutes(appServices.mediaFiles));

  // 3. The APIs and the session routes: the session and the request context (they read no body), then
  //    JSON bodies: the image routes' base64 bodies get MAX_IMAGE_MB, but only once the caller is known
  //    to be staff; everything else 1 MB.
  const session = createSessionMiddleware({ pool, secret: await resolveSessionSecret(config), secure: config.isProduction ? 'auto' : false });
  const context = requestContext({ orm, limits: new RateLimits(pool, config.rateLimits), services: (scope) => createServices(config, scope) });
  app.use(CONTEXT_PATHS, session, context);
  app.use(imageJsonBody(config.maxImageBytes));
  app.use(CONTEXT_PATHS, express.json({ limit: '1mb' }));
  app.use('/api', restRateLimits(), createApiRouter());
  app.use('/graphql', graphql.handler);
  app.use(sessionRoutes);
  app.use(mediaUploadRoutes(config.maxImageBytes));

  // 4. The web app: built files, GraphiQL, and index.html for the client-side routes.
  app.use(webRoutes(config.webDist));
  app.use(restErrorHandler);

  return {
    app,
    orm,
    pool,
    async close() {
      await graphql.stop();
      await pool.end();
    },
  };
}

export interface Bootstrapped extends AppHandle {
  embedded?: EmbeddedPostgres;
  databaseUrl: string;
  mail?: MailDelivery;
  /** Stops everything in order: GraphQL, pools, ORM, then the embedded database. */
  shutdown(): Promise<void>;
}

/** Database (embedded or external), migrations, seed, then the app. Tests call this directly. */
export async function bootstrap(config: Config, log: (m: string) => void = console.log): Promise<Bootstrapped> {
  const { url, embedded } = await resolveDatabaseUrl(config, log);
  let orm: MikroORM | undefined;
  try {
    orm = await openOrm(url);
    await seed(orm.em.fork() as never, config, log);
    const handle = await createApp(config, orm, url);
    // Without SMTP_URL mails simply stay in the outbox, visible to staff.
    const mail = config.smtpUrl ? new MailDelivery(orm, config.smtpUrl, config.mailFrom) : undefined;
    mail?.start();
    // Pictures nothing uses any more (replaced, deleted, abandoned uploads).
    const mediaSweep = startMediaSweep(orm);
    return {
      ...handle,
      embedded,
      databaseUrl: url,
      mail,
      async shutdown() {
        await mediaSweep.stop();
        await mail?.stop();
        await handle.close();
        await orm!.close(true);
        await embedded?.stop();
      },
    };
  } catch (e) {
    await orm?.close(true);
    await embedded?.stop();
    throw e;
  }
}
