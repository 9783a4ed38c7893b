import { loadConfig } from '../config/env.js';
import { configuredDatabaseUrl } from '../db/database.js';
import { reachable } from './app-database.js';

/**
 * `npm run -s db:url`: the connection URL of the app's database, alone on stdout, for psql
 * (`psql "$(npm run -s db:url)"`) or for a second instance on the first one's embedded PostgreSQL
 * (`DATABASE_URL="$(npm run -s db:url)" PORT=5001 npm start`). The embedded cluster listens on
 * 127.0.0.1 only, while the app that started it runs.
 */
const config = loadConfig();
const url = configuredDatabaseUrl(config);
process.stdout.write(`${url}\n`);
if (!(await reachable(url))) {
  process.stderr.write(config.databaseUrl
    ? 'warning: nothing answers at DATABASE_URL right now\n'
    : 'warning: the embedded PostgreSQL is not running: start the app first (npm start)\n');
}
