import type { Request, RequestHandler, Response } from 'express';
import type { Actor } from '../modules/users/actor.js';
import type { Role } from '../modules/users/role.js';
import type { Services } from '../services.js';
import { domainErrorFromDb } from '../shared/db-errors.js';
import { DomainError, InvalidInputError, type FieldErrors } from '../shared/errors.js';
import { parseInput } from '../shared/validate.js';
import type { AppContext } from '../http/context.js';
import { bodyOf, idParam } from './body.js';
import { requireRole } from './guards.js';

/**
 * How a legacy form sends a value: 'string', 'int', 'number' and 'date' are coerced (numeric strings
 * become numbers, "" means "not given"); 'verbatim' passes the value on unchanged, for the forms
 * whose keys already are ours (login, register, contact).
 */
export type LegacyKind = 'string' | 'int' | 'number' | 'date' | 'verbatim';
/** legacy key → [our input key, how the legacy form sends it]. */
export type KeyMap = Record<string, readonly [string, LegacyKind]>;

const NUMERIC = /^\s*-?\d+(\.\d+)?\s*$/;

/**
 * Legacy forms send numbers as strings ("450", "3") and sometimes "" for an untouched select.
 * Numbers and numeric strings become numbers, "" means "not given"; anything else is passed on
 * unchanged so the shared validation rejects it with a message naming the field.
 */
function coerce(value: unknown, kind: LegacyKind): unknown {
  if (kind === 'verbatim') return value;
  if (value === '' || value === null) return undefined;
  if ((kind === 'int' || kind === 'number') && typeof value === 'string' && NUMERIC.test(value)) return Number(value);
  // The edit rows send back what a GET gave them; an ISO date-time is cut to its date.
  if (kind === 'date' && typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return value.slice(0, 10);
  return value;
}

/** One form's legacy vocabulary: translates its body in, and renames error fields back out. */
export class LegacyVocabulary {
  private readonly back: Record<string, string>;

  constructor(private readonly keys: KeyMap) {
    this.back = Object.fromEntries(Object.entries(keys).map(([legacy, [ours]]) => [ours, legacy]));
  }

  /** A form whose keys are ours already: only these keys are read, each passed on as sent. */
  static verbatim(keys: readonly string[]): LegacyVocabulary {
    return new LegacyVocabulary(Object.fromEntries(keys.map((k) => [k, [k, 'verbatim'] as const])));
  }

  /**
   * Legacy body → validated input class (only mapped keys are read; extra keys are ignored). `under`
   * names a nested object of the body (`item`): its errors then name `item.id`, `item.cmimi`...
   */
  async parse<T extends object>(cls: new () => T, body: Record<string, unknown>, under?: string): Promise<T> {
    const plain: Record<string, unknown> = {};
    for (const [legacy, [ours, kind]] of Object.entries(this.keys)) {
      if (Object.prototype.hasOwnProperty.call(body, legacy)) plain[ours] = coerce(body[legacy], kind);
    }
    try {
      return await parseInput(cls, plain);
    } catch (e) {
      if (!under || !(e instanceof InvalidInputError) || !e.fields) throw e;
      throw new InvalidInputError(Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [`${under}.${this.back[k] ?? k}`, v])));
    }
  }

  /** An error naming our fields, renamed to the legacy keys the client sent (a database refusal too). */
  rename(caught: unknown, warn?: (message: string) => void): unknown {
    const e = domainErrorFromDb(caught, warn) ?? caught;
    if (!(e instanceof DomainError) || !e.fields) return e;
    const renamed: FieldErrors = {};
    for (const [k, v] of Object.entries(e.fields)) renamed[this.back[k] ?? k] = v;
    if (e instanceof InvalidInputError) {
      const back = <T>(byField?: Record<string, T>) => byField && Object.fromEntries(Object.entries(byField).map(([k, v]) => [this.back[k] ?? k, v]));
      return new InvalidInputError(renamed, e.message.replace(/:.*/, `: ${Object.keys(renamed).join(', ')}`), back(e.reasons), back(e.rules));
    }
    (e as { fields?: FieldErrors }).fields = renamed;
    return e;
  }
}

/** What a legacy handler works with. */
export interface LegacyCall {
  ctx: AppContext;
  services: Services;
  user: Actor | null;
  /** The JSON body: always an object (anything else was a 400), with no text PostgreSQL cannot store. */
  body: Record<string, unknown>;
  /** The body as a validated input class, read through the route's vocabulary. */
  input<T extends object>(cls: new () => T): Promise<T>;
  /** A numeric route parameter, or a 400 naming it. */
  id(name?: string): number;
  req: Request;
  res: Response;
}

export interface LegacyRoute {
  /** Who may call it: 401/403 before anything else runs. Open to everyone when left out. */
  roles?: readonly Role[];
  /** The names its body and its error fields use; our own when left out. */
  vocab?: LegacyVocabulary;
  /** The status of a success (201 for the adds). */
  status?: number;
}

const OUR_NAMES = new LegacyVocabulary({});

/**
 * THE legacy edge: every /api route is one of these. It checks the role, reads the body in the
 * route's vocabulary, answers the handler's result as JSON, and renames the fields of any error to
 * the keys the client sent; the app's one error handler then maps the error to its status.
 */
export function legacy(handle: (call: LegacyCall) => Promise<unknown>): RequestHandler;
export function legacy(route: LegacyRoute, handle: (call: LegacyCall) => Promise<unknown>): RequestHandler;
export function legacy(
  routeOrHandle: LegacyRoute | ((call: LegacyCall) => Promise<unknown>),
  maybeHandle?: (call: LegacyCall) => Promise<unknown>,
): RequestHandler {
  const [route, handle] = typeof routeOrHandle === 'function' ? [{}, routeOrHandle] : [routeOrHandle, maybeHandle!];
  const vocab = route.vocab ?? OUR_NAMES;
  return async (req, res) => {
    let answer: unknown;
    try {
      if (route.roles) requireRole(req, route.roles);
      answer = await handle(callOf(req, res, vocab));
    } catch (e) {
      throw vocab.rename(e, (m) => req.log.warn(m));
    }
    res.status(route.status ?? 200).json(answer);
  };
}

function callOf(req: Request, res: Response, vocab: LegacyVocabulary): LegacyCall {
  return {
    ctx: req.ctx,
    get services() {
      return req.ctx.services;
    },
    user: req.ctx.user,
    get body() {
      return bodyOf(req);
    },
    input: (cls) => vocab.parse(cls, bodyOf(req)),
    id: (name) => idParam(req, name),
    req,
    res,
  };
}

/**
 * A legacy list of any length, streamed: a JSON array written as `produce` yields runs of its items
 * (each run comma-separated JSON objects), waiting whenever the client (or the compression in front
 * of it) is behind, and stopping if the client leaves. An error before the first run is answered
 * like any other; after it the connection is cut, so a client never takes half a list for a whole one.
 */
export function legacyArray(produce: (call: LegacyCall) => AsyncIterable<string>): RequestHandler {
  return async (req, res) => {
    const runs = produce(callOf(req, res, OUR_NAMES))[Symbol.asyncIterator]();
    let next = await runs.next();
    res.status(200).type('json');
    let first = true;
    try {
      while (!next.done) {
        if (next.value) {
          if (!res.write((first ? '[' : ',') + next.value)) await drained(res);
          first = false;
          if (res.destroyed) return void (await runs.return?.());
        }
        next = await runs.next();
      }
      res.end(first ? '[]' : ']');
    } catch (e) {
      console.error('[rest] a streamed list failed midway', e);
      res.destroy();
    }
  };
}

/** A whole JSON answer kept compressed by the app (the legacy full list's copies). */
export interface KeptCompressed {
  gzip: Buffer;
  /** Made after the gzip copy: until then, a client that takes gzip too gets that. */
  br?: Buffer;
  etag: string;
}

/**
 * A legacy list served from compressed copies the app keeps (`kept`), to a client that takes brotli
 * or gzip: with their ETag (a matching If-None-Match gets 304) and no compression work per request.
 * Streamed by `legacyArray(produce)` to a client that takes neither, or when no copy can be kept (or
 * the client takes brotli alone and its copy is not made yet).
 */
export function legacyKeptArray(
  kept: (call: LegacyCall) => Promise<KeptCompressed> | undefined,
  produce: (call: LegacyCall) => AsyncIterable<string>,
): RequestHandler {
  const stream = legacyArray(produce);
  return async (req, res, next) => {
    res.vary('Accept-Encoding');
    const [takesBr, takesGzip] = [req.acceptsEncodings('br') === 'br', req.acceptsEncodings('gzip') === 'gzip'];
    const copies = takesBr || takesGzip ? kept(callOf(req, res, OUR_NAMES)) : undefined;
    if (!copies) return stream(req, res, next);
    const list = await copies;
    // Brotli whenever it is accepted and made (smaller), whatever order the client lists its encodings in.
    const encoding = takesBr && list.br ? 'br' : takesGzip ? 'gzip' : undefined;
    if (!encoding) return stream(req, res, next);
    res.status(200).type('json');
    res.setHeader('ETag', list.etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.fresh) return void res.status(304).end();
    res.setHeader('Content-Encoding', encoding);
    res.end(encoding === 'br' ? list.br : list.gzip);
  };
}

function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
