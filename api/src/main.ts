import 'reflect-metadata';
import cluster from 'node:cluster';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import v8 from 'node:v8';
import { bootstrap, type Bootstrapped } from './app.js';
import { ConfigError, loadConfig, type Config } from './config/env.js';
import { Lifecycle, startingHandler } from './http/health.js';
import { LISTEN_WHEN_READY, runPrimary } from './ops/cluster.js';
import { createLogger, type Logger } from './shared/logger.js';

/**
 * How far V8 lets its old generation grow past what the last full GC found live: 1.5 times. V8's own
 * factor reaches 4 under a burst of requests, and it gives the grown heap back only once the process
 * has been idle a while: after the bench's load the app held ~300 MB, two thirds of it garbage its heap
 * was allowed to keep (docs/benchmarks.md). At 1.5 it stayed near 210 MB at the same throughput (more,
 * shorter full GCs). V8 reads the flag whenever it sizes the heap, so setting it here covers every way
 * the app is started (npm start, the image, the tests' instances); `node --heap-growing-percent=N`
 * overrides it (NODE_OPTIONS cannot carry this flag).
 */
const HEAP_GROWING_PERCENT = 50;
if (!process.execArgv.some((a) => a.startsWith('--heap-growing-percent') || a.startsWith('--heap_growing_percent'))) {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/**
 * Listening and the process's life: the port opens at once (alive, not ready: /readyz answers 503
 * while the database, migrations and seed start), the app takes over when built, and a signal
 * drains it in order. Everything else is in app.ts.
 */
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const logger = createLogger(config.log);
  const lifecycle = new Lifecycle();
  let handler: (req: IncomingMessage, res: ServerResponse) => void = startingHandler;
  // A whole request (headers and body) must arrive within this bound, checked every 2 s (Node's default
  // of 300 s, checked every 30 s, let a trickling body hold a connection for minutes: issue 41). The app
  // gives JSON bodies a shorter deadline of their own (http/body-deadline.ts); this bounds the rest.
  const server = createServer({
    requestTimeout: Math.max(66_000, config.bodyTimeoutMs * 4 + 5_000), headersTimeout: 66_000, connectionsCheckingInterval: 2_000,
  }, (req, res) => handler(req, res));
  // Longer than a reverse proxy's idle keep-alive (deploy/Caddyfile: 30 s): the proxy, not the app,
  // closes an idle connection, so it never sends a request on one the app is closing.
  server.keepAliveTimeout = 65_000;

  // A signal while starting closes the port and exits; the embedded PostgreSQL is stopped on exit.
  const running: { app?: Bootstrapped } = {};
  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn({ signal }, 'second signal: exiting without draining');
      process.exit(1);
    }
    stopping = true;
    const code = await shutdown(signal, config, logger, lifecycle, server, running.app);
    process.exit(code);
  };
  if (cluster.isWorker) {
    // A worker stops when its primary says so, or is gone (ops/cluster.ts); a signal to the group is the
    // primary's. Heard from before it listens: the primary sends its stop only to a worker that listens.
    process.on('SIGINT', () => undefined);
    process.on('SIGTERM', () => undefined);
    process.on('message', (m: { stop?: NodeJS.Signals }) => void (m?.stop && stop(m.stop)));
    process.on('disconnect', () => void stop('SIGTERM'));
  } else {
    process.on('SIGINT', () => void stop('SIGINT'));
    process.on('SIGTERM', () => void stop('SIGTERM'));
  }

  const listen = () => new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  // A worker started beside others that serve (ops/cluster.ts) takes connections once ready: the port
  // is shared, and a request handed to it while it starts would get 503 where another could answer.
  const whenReady = cluster.isWorker && process.env[LISTEN_WHEN_READY] === '1';
  if (!whenReady) await listen();

  const app = await bootstrap(config, { logger, lifecycle });
  running.app = app;
  handler = app.listener;
  if (whenReady) await listen();
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  logger.info({ port, embedded: !!app.embedded, ms: Date.now() - started }, `Bani Travel is up on http://localhost:${port}`);
}

/**
 * The graceful order: readiness off (SIGTERM only: the load balancer stops sending traffic during
 * SHUTDOWN_DELAY_SECONDS while requests are still served; Ctrl-C skips that wait), stop accepting
 * connections, let in-flight requests finish (at most SHUTDOWN_TIMEOUT_SECONDS, then their
 * connections are cut), stop the background jobs, then close the app, the ORM and the database.
 */
async function shutdown(
  signal: NodeJS.Signals, config: Config, logger: Logger, lifecycle: Lifecycle,
  server: ReturnType<typeof createServer>, app: Bootstrapped | undefined,
): Promise<number> {
  const t0 = Date.now();
  lifecycle.phase = 'draining';
  logger.info({ signal }, 'shutting down: not ready any more');
  try {
    if (signal === 'SIGTERM' && app && config.shutdown.delayMs > 0) await sleep(config.shutdown.delayMs);
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    const drained = await Promise.race([closed.then(() => true), sleep(config.shutdown.timeoutMs).then(() => false)]);
    if (!drained) {
      logger.warn({ timeoutMs: config.shutdown.timeoutMs }, 'in-flight requests did not finish in time; closing their connections');
      server.closeAllConnections();
      await closed;
    }
    await app?.shutdown();
    logger.info({ ms: Date.now() - t0 }, 'stopped cleanly');
    return 0;
  } catch (err) {
    logger.error({ err }, 'shutdown failed');
    return 1;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** One worker per core (WEB_CONCURRENCY): this process starts them (ops/cluster.ts), each runs `main`. */
async function start(): Promise<void> {
  const config = loadConfig();
  // The dev server (WEB_DEV) is one process: Vite's module graph and its reloads belong to one.
  if (cluster.isPrimary && config.webConcurrency > 1 && !config.webDev) return runPrimary(config, createLogger(config.log));
  return main();
}

start().catch((e: unknown) => {
  // Before the logger exists (a bad configuration) the message goes to stderr as it is.
  if (e instanceof ConfigError) process.stderr.write(`${e.message}\n`);
  else createLogger({ level: 'info', format: 'json' }).fatal({ err: e }, 'failed to start');
  process.exit(1);
});
