/**
 * The ceilings every bench figure is a ratio of: `node --import tsx bench/ceiling.ts http|express`
 * answers "Hello, world" from a bare `node:http` server or a bare Express app, in its own process,
 * and prints `{"port": N}` once it listens.
 */
import http from 'node:http';
import express from 'express';

const kind = process.argv[2];
const BODY = 'Hello, world';

let server: http.Server;
if (kind === 'http') {
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/plain' });
    res.end(BODY);
  });
} else if (kind === 'express') {
  const app = express();
  app.get('/', (_req, res) => {
    res.send(BODY);
  });
  server = http.createServer(app);
} else {
  throw new Error(`usage: ceiling.ts http|express (got ${kind})`);
}
server.listen(0, '127.0.0.1', () => {
  const addr = server.address();
  console.log(JSON.stringify({ port: typeof addr === 'object' && addr ? addr.port : 0 }));
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
