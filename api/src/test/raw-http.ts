import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** The body exactly as sent (still compressed when it was). */
  body: Buffer;
}

/**
 * The app on a real port, asked with node:http, which (unlike supertest and fetch) leaves a
 * compressed body compressed: what the wire carries is what the test sees.
 */
export async function listenRaw(app: http.RequestListener) {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    request(path: string, opts: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<RawAnswer> {
      return new Promise((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
          res.on('error', reject);
        });
        req.on('error', reject);
        req.end(opts.body);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
