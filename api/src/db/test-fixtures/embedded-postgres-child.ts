/**
 * Test fixture for embedded-postgres.test.ts (kill -9 recovery): starts embedded PostgreSQL on
 * argv[2] (data dir) / argv[3] (port), prints READY, then waits until it is killed.
 * Run: node --import tsx api/src/db/test-fixtures/embedded-postgres-child.ts <dataDir> <port>
 */
import { startEmbeddedPostgres } from '../embedded-postgres.js';

const [dataDir, port] = process.argv.slice(2);
if (!dataDir || !port) {
  console.error('usage: embedded-postgres-child.ts <dataDir> <port>');
  process.exit(2);
}
await startEmbeddedPostgres({ dataDir, port: Number(port), log: (msg) => console.error(msg) });
console.log('READY');
setInterval(() => {}, 60_000); // keep running until killed
