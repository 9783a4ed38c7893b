import type { RequestListener } from 'node:http';
import type { Express } from 'express';
import { listenRaw, type RawAnswer } from './raw-http.js';

export type RawServer = Awaited<ReturnType<typeof listenRaw>>;

export interface Ask {
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface DoorProbe {
  /** The server as it runs: the front door, then Express. */
  door: RawServer;
  /** The same app's Express alone (same stores): what an answer looks like without the door. */
  express: RawServer;
  /** One request with a request id of its own; the answer, its id, and who answered it (at the door only). */
  ask(server: RawServer, path: string, opts?: Ask): Promise<RawAnswer & { by?: 'door' | 'express'; id: string }>;
  close(): Promise<void>;
}

/**
 * An app on two real ports, with and without its front door, telling who answered each request through
 * the door: Express gives the requests it handles its own prototype.
 */
export async function doorProbe(app: { app: Express; listener: RequestListener }): Promise<DoorProbe> {
  const answeredBy = new Map<string, 'door' | 'express'>();
  let counter = 0;
  const probe: RequestListener = (req, res) => {
    const id = String(req.headers['x-request-id']);
    res.on('finish', () => answeredBy.set(id, Object.getPrototypeOf(req) === app.app.request ? 'express' : 'door'));
    app.listener(req, res);
  };
  const door = await listenRaw(probe);
  const express = await listenRaw(app.app);
  return {
    door,
    express,
    async ask(server, path, opts = {}) {
      const id = `probe-${++counter}`;
      const answer = await server.request(path, { ...opts, headers: { ...opts.headers, 'X-Request-Id': id } });
      // 'finish' may come a moment after the client has the answer.
      for (let i = 0; server === door && !answeredBy.has(id) && i < 100; i++) await new Promise((r) => setTimeout(r, 5));
      return { ...answer, by: answeredBy.get(id), id };
    },
    close: async () => {
      await door.close();
      await express.close();
    },
  };
}
