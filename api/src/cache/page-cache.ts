import type { IncomingMessage, OutgoingHttpHeaders } from 'node:http';
import accepts from 'accepts';
import type { Request, RequestHandler, Response } from 'express';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import { answerBytes, compressKept, hitOf, keptAnswer, ownHeaders, sendKept, type KeptAnswer } from './answer.js';
import { EVERY_PARAM, keptUrl, type ParamsRead } from './page-params.js';
import { operationTables } from './public-cache.js';
import { PERSONAL, sharedCacheControl } from './shared-cache.js';
import { keyOf, type KeptStore } from './store.js';
import { PAGE_READS, type PublicReads } from './tables.js';
import { SESSION_COOKIE } from '../http/session.js';
import { visitorKind, type VisitorHints, type VisitorKind } from '../http/visitor-hint.js';

/** The tables a kept page's queries read, gathered while it renders (null once one depends on more). */
export interface PageTables {
  read: Set<string> | null;
}

export interface PageCacheOptions {
  /** How long a shared cache in front may keep a page (`s-maxage`); 0 = none may. */
  sharedSeconds?: number;
  /** The query parameters each page reads (the rest are not part of its key); default all of them. */
  paramsRead?: ParamsRead;
  /** The reads a kept page may be made of, and the tables they read. */
  reads?: PublicReads;
  /** Signed-in visitors' kinds from their cookies (none: only visitors without a session at the door). */
  hints?: Pick<VisitorHints, 'kindOf'>;
}

/** The language a visitor's cookies choose, as the web app reads them (web/src/lib/i18n, `lang`). */
export const languageOfCookies = (cookies: string | undefined) => (/(?:^|;\s*)lang=en(?:;|$)/.test(cookies ?? '') ? 'en' : 'sq');

/** What advertisers and mail tools add to a link (utm_*, fbclid, gclid, msclkid, mc_*...): no page reads them. */
const TRACKING = /^(utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|ttclid|yclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * A URL (path and query) without tracking parameters: the page is rendered, kept and found without
 * them, so a campaign's visitors (each link with its own click id) share the one page.
 */
export function urlWithoutTracking(url: string): string {
  const at = url.indexOf('?');
  if (at < 0 || !/(?:utm_|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|ttclid|yclid|igshid|mc_|_ga|_gl)/i.test(url)) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const names = [...params.keys()].filter((name) => TRACKING.test(name));
  if (!names.length) return url;
  names.forEach((name) => params.delete(name));
  const query = params.toString();
  return url.slice(0, at) + (query ? `?${query}` : '');
}

/** The request's URL without tracking parameters, for the stages after this one too. */
export function withoutTracking(req: Request): void {
  const url = urlWithoutTracking(req.originalUrl);
  if (url === req.originalUrl) return;
  req.url = url.slice(req.baseUrl.length) || '/';
  req.originalUrl = url;
}

/** Whether the cookies say what a form just did (its `flash`, web/src/lib/flash.ts): the page shows it once. */
const hasFlash = (cookies: string | undefined) => /(?:^|;\s*)flash=/.test(cookies ?? '');

/** Whether the visitor's connection is closed: nobody to answer. */
const gone = (req: IncomingMessage) => req.socket.destroyed;

/** A request for a page itself (not its data for a navigation in the browser, nor a form). */
const isDocument = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && !req.path.endsWith('.data') && req.accepts('html') === 'html';

/**
 * The rendered public pages, kept for every visitor (ADR 0019, issue 40) in the one store (store.ts): a
 * public page's HTML holds nothing of the visitor (the personal parts are asked by the browser once the
 * app runs), so most visitors of a page get the same HTML, logged in or not. A page is kept when every
 * query of its render is a page read (PAGE_READS): a render that asked anything of the visitor (`me`,
 * their favourites) is never kept, and neither is a page that says `Cache-Control: no-store` (a route
 * personal by nature: my bookings, profile, favourites, the dashboard). It is kept per path with the
 * query parameters its page reads (page-params.ts: no tracking parameters), the visitor's language,
 * their kind (`visitorKind`, never who they are) and the agency's day, until the change feed reports a
 * committed write to a table it was read from.
 */
export class PageCache {
  private readonly rendering = new Map<string, Promise<void>>();
  private readonly tablesOfDocument = new WeakMap<DocumentNode, Map<string, readonly string[] | null>>();

  private readonly sharedSeconds: number;
  private readonly paramsRead: ParamsRead;
  private readonly reads: PublicReads;
  private readonly hints?: Pick<VisitorHints, 'kindOf'>;

  constructor(private readonly store: KeptStore, private readonly schema: GraphQLSchema, options: PageCacheOptions = {}) {
    this.sharedSeconds = options.sharedSeconds ?? 0;
    this.paramsRead = options.paramsRead ?? EVERY_PARAM;
    this.reads = options.reads ?? PAGE_READS;
    this.hints = options.hints;
  }

  /**
   * The stage in front of the web app: a page is this visitor's (no shared cache may keep it) unless it
   * is a kept one; a kept page is answered here, and a page that may be kept is kept.
   */
  stage(): RequestHandler {
    return async (req, res, next) => {
      if (!isDocument(req)) return next();
      withoutTracking(req);
      res.setHeader('Cache-Control', PERSONAL);
      res.vary('Cookie');
      const page = keptUrl(req.originalUrl, this.paramsRead);
      const key = this.key(req, languageOfCookies(req.headers.cookie), page.url);
      if (!key) return next();
      // A URL with parameters its page does not read gets the kept page of the URL without them, or a
      // page of its own that is not kept (its links carry those parameters on).
      if (!page.whole) {
        if (this.send(key, req, res)) return;
        res.setHeader('X-Cache', 'miss');
        return next();
      }
      const done = await this.answerOrRender(key, req, res);
      if (done === null) return;
      const stamp = this.store.stamp();
      const tables: PageTables = { read: new Set() };
      res.locals.pageTables = tables;
      res.setHeader('X-Cache', 'miss');
      res.once('close', done);
      // Only found pages: any path answers 404, and those would push the pages visitors ask for out.
      // A route personal by nature says so (no-store, web/src/lib/personal-page.ts): rendered for its visitor only.
      const keepable = () => res.statusCode === 200 && tables.read !== null && /^text\/html/.test(String(res.getHeader('Content-Type')))
        && !/\bno-store\b/.test(String(res.getHeader('Cache-Control')));
      const anonymous = !req.ctx.user;
      const onHead = () => {
        // The same page for every visitor without a session (its data all read by the time it is
        // written): a shared cache in front may keep it too. Never one for a signed-in visitor.
        if (anonymous && keepable()) res.setHeader('Cache-Control', sharedCacheControl(this.sharedSeconds));
      };
      whenSent(res, onHead, (body, sent) => {
        const headers = keepable() ? ownHeaders(sent) : undefined;
        if (!headers || !tables.read) return;
        const page = keptAnswer(body, headers, stamp, [...tables.read]);
        this.store.set(key, page, answerBytes(page));
        // Unlike most public reads (a search rarely asked twice), a kept page is asked again at once,
        // often by many: its copies are made now, not at its first hit.
        compressKept(this.store, key, page);
      });
      next();
    };
  }

  /**
   * The key of this request's page, when it may be kept or answered from what is kept: never for a
   * logged-in visitor, nor for a page that says what a form just did (its `flash` cookie).
   */
  key(req: Request, language: string, url: string): string | undefined {
    if (!this.store.live || req.method !== 'GET' || hasFlash(req.headers.cookie)) return undefined;
    return pageKey(language, visitorKind(req.ctx.user), url);
  }

  /**
   * The kept page a visitor asks for, before Express (front-door.ts): a GET of a document by a visitor
   * whose cookies name no flash, and either no session or a session whose kind a signed hint tells
   * (visitor-hint.ts: without one, only the session tells, and the pipeline reads it).
   */
  doorHit(req: IncomingMessage): KeptAnswer | undefined {
    const url = req.url ?? '/';
    const cookies = req.headers.cookie;
    if (req.method !== 'GET' || hasFlash(cookies) || url.includes('.data') || accepts(req).type('html') !== 'html') return undefined;
    const kind = cookies?.includes(`${SESSION_COOKIE}=`) ? this.hints?.kindOf(cookies) : 'anonymous';
    if (!kind) return undefined;
    return hitOf(this.store, pageKey(languageOfCookies(cookies), kind, keptUrl(urlWithoutTracking(url), this.paramsRead).url));
  }

  /**
   * Answers with the kept page for `key` (null), or marks this request's render of it under way and
   * returns the function that ends it. While a render of the page is under way, a request for it waits
   * for that render and is answered from it: after a write, a page many visitors ask for would otherwise
   * be rendered once per request until one of them is kept. The check and the mark are made in one
   * step, with nothing awaited between them. When that render keeps nothing, those who waited render
   * at once, each for themselves.
   */
  async answerOrRender(key: string, req: Request, res: Response): Promise<(() => void) | null> {
    // A visitor who left while the request came this far (the session read, a turn in line) gets
    // nothing, and takes no render: the end of a render is its answer's close, long past for them,
    // and those who asked for the page after them would wait for it for ever.
    if (gone(req)) return null;
    if (this.send(key, req, res)) return null;
    const under = this.rendering.get(key);
    if (under) {
      await under;
      if (gone(req) || this.send(key, req, res)) return null;
      // That render kept nothing (a page that may not be kept, a write meanwhile): the visitors who
      // waited for it render side by side now, never one after another.
      return () => undefined;
    }
    let end!: () => void;
    const done = new Promise<void>((resolve) => (end = resolve));
    this.rendering.set(key, done);
    return () => {
      if (this.rendering.get(key) === done) this.rendering.delete(key);
      end();
    };
  }

  /** The tables an operation of a render reads, or null when its answer may depend on more. */
  tables(query: DocumentNode, operationName?: string): readonly string[] | null {
    let byName = this.tablesOfDocument.get(query);
    if (!byName) this.tablesOfDocument.set(query, (byName = new Map()));
    const name = operationName ?? '';
    if (!byName.has(name)) byName.set(name, operationTables(this.schema, this.reads, query, operationName));
    return byName.get(name)!;
  }

  /** Sends the kept page for `key` while it holds; false when there is none. */
  private send(key: string, req: Request, res: Response): boolean {
    const kept = hitOf(this.store, key);
    if (!kept) return false;
    sendKept(req, res, kept);
    return true;
  }
}

const pageKey = (language: string, kind: VisitorKind, url: string) => keyOf('page', language, kind, url);

/**
 * Calls `onHead` as the answer's first part is written (its headers not yet), then `sent` with the whole
 * body once it is written (before any compression stage) and the headers it was sent with.
 */
function whenSent(res: Response, onHead: () => void, sent: (body: Buffer, headers: OutgoingHttpHeaders) => void): void {
  const chunks: Buffer[] = [];
  let headers: OutgoingHttpHeaders | undefined;
  const add = (chunk: unknown, encoding: unknown) => {
    if (!headers && !res.headersSent) onHead();
    headers ??= res.getHeaders();
    if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
    chunks.push(Buffer.isBuffer(chunk) ? chunk : chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.from(String(chunk), typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'));
  };
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.write = ((...args: unknown[]) => {
    add(args[0], args[1]);
    return write(...args);
  }) as Response['write'];
  res.end = ((...args: unknown[]) => {
    add(args[0], args[1]);
    sent(Buffer.concat(chunks), headers!);
    return end(...args);
  }) as Response['end'];
}
