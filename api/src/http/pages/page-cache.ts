import etag from 'etag';
import type { Request, RequestHandler, Response } from 'express';
import type { DocumentNode, GraphQLSchema } from 'graphql';
import type { ChangeFeed } from '../../shared/change-feed.js';
import { STAFF } from '../../modules/users/role.js';
import type { Actor } from '../../modules/users/actor.js';
import { COMPRESS_FROM_BYTES, hitEncoding, operationTables, precompress, remember, type Stored } from '../public-cache.js';
import { PAGE_READS, type PublicReads } from '../public-reads.js';

/** ~65 KB of HTML and its two compressed copies (~25 KB) a page: ~20 MB at most. */
const MAX_PAGES = 200;

/**
 * Which of the page's shared variants a visitor gets (the web app's `VisitorKind`): what the header
 * draws before the app runs (Login, or my bookings + Logout, + Dashboard for staff), so a visitor
 * without JavaScript still sees that they are signed in. A class of visitor, never who they are.
 */
export type VisitorKind = 'anonymous' | 'customer' | 'staff';

export const visitorKind = (user: Actor | null): VisitorKind => (!user ? 'anonymous' : STAFF.includes(user.role) ? 'staff' : 'customer');

/** The tables a kept page's queries read, gathered while it renders (null once one depends on more). */
export interface PageTables {
  read: Set<string> | null;
}

/** A kept page: an answer as the public cache keeps one (always HTML), with its status and CSP nonce. */
type KeptPage = Omit<Stored, 'type'> & { status: number; nonce: string };

/** The language a visitor's cookies choose, as the web app reads them (web/src/lib/i18n, `lang`). */
export const languageOfCookies = (cookies: string | undefined) => (/(?:^|;\s*)lang=en(?:;|$)/.test(cookies ?? '') ? 'en' : 'sq');

/** What advertisers and mail tools add to a link (utm_*, fbclid, gclid, msclkid, mc_*...): no page reads them. */
const TRACKING = /^(utm_\w+|fbclid|gclid|gbraid|wbraid|dclid|msclkid|twclid|ttclid|yclid|igshid|mc_cid|mc_eid|_ga|_gl)$/i;

/**
 * The request's URL without tracking parameters: the page is rendered, kept and found without them, so a
 * campaign's visitors (each link with its own click id) share the one page.
 */
export function withoutTracking(req: Request): void {
  const at = req.originalUrl.indexOf('?');
  if (at < 0) return;
  const params = new URLSearchParams(req.originalUrl.slice(at + 1));
  const names = [...params.keys()].filter((name) => TRACKING.test(name));
  if (!names.length) return;
  names.forEach((name) => params.delete(name));
  const query = params.toString();
  const url = req.originalUrl.slice(0, at) + (query ? `?${query}` : '');
  req.url = url.slice(req.baseUrl.length) || '/';
  req.originalUrl = url;
}

/** A request for a page itself (not its data for a navigation in the browser, nor a form). */
const isDocument = (req: Request) => (req.method === 'GET' || req.method === 'HEAD') && !req.path.endsWith('.data') && req.accepts('html') === 'html';

/**
 * The rendered public pages, kept for every visitor (ADR 0019, issue 40): a public page's HTML holds
 * nothing of the visitor (the personal parts are asked by the browser once the app runs), so most
 * visitors of a page get the same HTML, logged in or not. A page is kept when every query of its render
 * is a page read (PAGE_READS: the public cache's, one from the configuration and one that depends on
 * the day): a render that asked anything of the visitor (`me`, their favourites) is never kept, and
 * neither is a page that says `Cache-Control: no-store` (a route personal by nature: my bookings,
 * profile, favourites, the dashboard). It is kept per path with its query string, the visitor's
 * language, their kind (`visitorKind`, never who they are) and the server's day (the date field's
 * first day, the footer's year, a quote's payment dates), until the change feed reports a committed
 * write to a table it was read from, by any instance; never served while the feed is not live.
 */
export class PageCache {
  private readonly pages = new Map<string, KeptPage>();
  private readonly rendering = new Map<string, Promise<void>>();
  private readonly tablesOfDocument = new WeakMap<DocumentNode, Map<string, readonly string[] | null>>();

  constructor(private readonly feed: ChangeFeed, private readonly schema: GraphQLSchema, private readonly reads: PublicReads = PAGE_READS) {}

  /**
   * The stage in front of the web app: every page is this visitor's and asked again each visit (a
   * shared cache keeps none); a kept page is answered here, and a page that may be kept is kept.
   */
  stage(): RequestHandler {
    return async (req, res, next) => {
      if (!isDocument(req)) return next();
      withoutTracking(req);
      res.setHeader('Cache-Control', 'no-cache, private');
      res.vary('Cookie');
      const key = this.key(req, languageOfCookies(req.headers.cookie));
      if (!key) return next();
      const done = await this.answerOrRender(key, req, res);
      if (done === null) return;
      const stamp = this.feed.stamp();
      const tables: PageTables = { read: new Set() };
      res.locals.pageTables = tables;
      res.setHeader('X-Cache', 'miss');
      res.once('close', done);
      whenSent(res, (body) => {
        // Only found pages: any path answers 404, and those would push the pages visitors ask for out.
        if (res.statusCode !== 200 || !tables.read || !/^text\/html/.test(String(res.getHeader('Content-Type')))) return;
        // A route personal by nature says so (web/src/lib/personal-page.ts): rendered for its visitor only.
        if (/\bno-store\b/.test(String(res.getHeader('Cache-Control')))) return;
        this.keep(key, { status: 200, body, nonce: res.locals.cspNonce as string, stamp, tables: [...tables.read] });
      });
      next();
    };
  }

  /**
   * The key of this request's page, when it may be kept or answered from what is kept: the visitor's
   * kind, never their id; never for a page that says what a form just did (its `flash` cookie,
   * web/src/lib/flash.ts).
   */
  key(req: Request, language: string): string | undefined {
    if (!this.feed.live || req.method !== 'GET' || /(?:^|;\s*)flash=/.test(req.headers.cookie ?? '')) return undefined;
    return `${new Date().toDateString()}\n${language}\n${visitorKind(req.ctx.user)}\n${req.originalUrl}`;
  }

  /**
   * Answers with the kept page for `key` (null), or marks this request's render of it under way and
   * returns the function that ends it. While a render of the page is under way, a request for it waits
   * for that render and is answered from it: after a write, a page many visitors ask for would otherwise
   * be rendered once per request until one of them is kept. The check and the mark are made in one
   * step, with nothing awaited between them.
   */
  async answerOrRender(key: string, req: Request, res: Response): Promise<(() => void) | null> {
    if (this.send(key, req, res)) return null;
    const under = this.rendering.get(key);
    if (under) {
      await under;
      if (this.send(key, req, res)) return null;
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

  private keep(key: string, page: { status: number; body: Buffer; nonce: string; stamp: number; tables: readonly string[] }): void {
    remember(this.pages, key, { ...page, etag: etag(page.body, { weak: true }) }, MAX_PAGES);
  }

  /**
   * Sends the kept page for `key` while it holds; false when there is none. Compressed copies are made
   * at its first hit (as the public cache's): until then the compression stage compresses the HTML. The
   * page's inline scripts carry the nonce of the response it was rendered for: the CSP says that one.
   */
  private send(key: string, req: Request, res: Response): boolean {
    const kept = this.pages.get(key);
    if (!kept || !this.feed.unchangedSince(kept.stamp, kept.tables)) return false;
    if (!kept.compressing && kept.body.length >= COMPRESS_FROM_BYTES) kept.compressing = precompress(kept).catch(() => {});
    const encoding = hitEncoding(kept, (...e) => req.acceptsEncodings(...e));
    const body = encoding === 'br' ? kept.br : encoding === 'gzip' ? kept.gzip : undefined;
    const csp = res.getHeader('Content-Security-Policy');
    if (typeof csp === 'string') res.setHeader('Content-Security-Policy', csp.replace(`'nonce-${res.locals.cspNonce}'`, `'nonce-${kept.nonce}'`));
    res.status(kept.status);
    res.setHeader('ETag', kept.etag);
    res.setHeader('X-Cache', 'hit');
    res.vary('Accept-Encoding');
    if (body) res.setHeader('Content-Encoding', encoding as string);
    // res.send answers 304 to a matching If-None-Match.
    res.type('html').send(body ?? kept.body);
    return true;
  }
}

/** Calls `sent` with the whole body of the answer once it is written (before any compression stage). */
function whenSent(res: Response, sent: (body: Buffer) => void): void {
  const chunks: Buffer[] = [];
  const add = (chunk: unknown, encoding: unknown) => {
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
    sent(Buffer.concat(chunks));
    return end(...args);
  }) as Response['end'];
}
