import type { IncomingMessage, ServerResponse } from 'node:http';
import express from 'express';
import typeis from 'type-is';

/** How the error handler knows a body that did not arrive in time (body-parser's errors carry a `type` too). */
export const BODY_TIMEOUT = 'request.timeout';

type Parser = (req: IncomingMessage, res: ServerResponse, next: (err?: unknown) => void) => void;

const failure = (message: string, type: string, status: number) => Object.assign(new Error(message), { type, status, expose: true });

/**
 * express.json with a size limit and a deadline that answer AT ONCE. body-parser, refusing a body,
 * first reads the rest of it (so a 413 read all of a 50 MB body), and a body that trickles in (a byte
 * every few seconds keeps any idle timeout happy) held a request for 100 s and more (issue 41). Here a
 * body declared or grown past `limit` bytes, or not all there `timeoutMs` after reading starts, is
 * refused on the spot (`entity.too.large`, or BODY_TIMEOUT); the error handler answers 413 or 408 with
 * `Connection: close`, so the rest is never read. Used by the pipeline and by the front door alike.
 */
export function jsonBody(limit: number, timeoutMs: number): Parser {
  const parse = express.json({ limit }) as unknown as Parser;
  return (req, res, next) => {
    // Not a JSON body (a multipart upload, none at all): express.json passes it on unread, and so does this.
    if (req.complete || !typeis.hasBody(req) || !typeis(req, ['application/json'])) return parse(req, res, next);
    if (Number(req.headers['content-length']) > limit) return next(failure('request entity too large', 'entity.too.large', 413));
    let settled = false;
    const settle = (err?: unknown) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.off('data', count);
      next(err);
    };
    const timer = setTimeout(() => settle(failure('request body timeout', BODY_TIMEOUT, 408)), timeoutMs);
    timer.unref();
    let received = 0;
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limit) settle(failure('request entity too large', 'entity.too.large', 413));
    };
    // body-parser attaches its own reader in this same tick: counting alongside it loses no chunk.
    parse(req, res, settle);
    if (!settled) req.on('data', count);
  };
}

/** After an answer sent before its body was read: how long the client has to read it before the connection is cut. */
const LINGER_MS = 1000;

/**
 * Closes the connection after this answer, sent before the request's body was read (too large, too
 * slow, refused before parsing), without reading the rest of the body (a 413 once read all of a 50 MB
 * body to keep the connection alive). Not with a reset at once: a client still sending could lose the
 * answer it has not read yet (a test client did). The answer goes out with `Connection: close`, our side
 * of the connection is shut after it and nothing more is read (the client sees the answer, then the end;
 * its sending stalls), and LINGER_MS later the connection is cut if the client has not closed it.
 */
export function closeWithoutReading(req: IncomingMessage, res: ServerResponse): void {
  if (res.headersSent) return;
  res.setHeader('Connection', 'close');
  const socket = req.socket as IncomingMessage['socket'] & { destroySoon?: () => void };
  // Node ends a `Connection: close` answer with destroySoon, which cuts the connection once the answer
  // is written and reads meanwhile: here it stops reading and lingers first.
  socket.destroySoon = () => {
    socket.pause();
    socket.end();
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
