import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Delivery { headers: http.IncomingHttpHeaders; body: string }

/**
 * A partner's webhook receiver, as a real HTTP server on 127.0.0.1: it keeps each delivery it gets
 * (headers and body) and answers 204. `url` is its address with `path`.
 */
export async function startWebhookReceiver(path: string): Promise<{ url: string; received: Delivery[]; close: () => Promise<void> }> {
  const received: Delivery[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`,
    received,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
