import 'reflect-metadata';
import type { Server } from 'node:http';
import { bootstrap } from './app.js';
import { ConfigError, loadConfig } from './config/env.js';

// Only listening and graceful shutdown live here; everything else is in app.ts.
async function main(): Promise<void> {
  const started = Date.now();
  const config = loadConfig();
  const app = await bootstrap(config);
  const server: Server = await new Promise((resolve, reject) => {
    const s = app.app.listen(config.port, config.host, () => resolve(s));
    s.on('error', reject);
  });
  const addr = server.address();
  const port = typeof addr === 'object' && addr ? addr.port : config.port;
  console.log(`Bani Travel is up on http://localhost:${port} (${Date.now() - started} ms)${app.embedded ? ' with embedded PostgreSQL' : ''}`);

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    // Order matters: stop taking requests, then the ORM and pools, then the database itself.
    server.closeIdleConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await app.shutdown();
    console.log('stopped cleanly');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((e: unknown) => {
  if (e instanceof ConfigError) console.error(e.message);
  else console.error('Failed to start:', e);
  process.exit(1);
});
