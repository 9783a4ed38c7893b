import type { Request, RequestHandler, Response } from 'express';
import { escapeHtml } from '../../shared/open-graph.js';
import { languageOfCookies } from '../../cache/page-cache.js';

export interface RenderLimits {
  /** Pages rendered (or forms answered) at once. */
  running: number;
  /** Requests waiting for a turn; past them a request is answered 503 at once. */
  waiting: number;
}

const BUSY = {
  sq: { title: 'Faqja është e zënë', text: 'Shumë vizitorë po e hapin faqen tani. Provoni përsëri pas disa sekondash.' },
  en: { title: 'The site is busy', text: 'Many visitors are opening pages right now. Please try again in a few seconds.' },
};

/**
 * The pages' turn-taking (issue 40; RENDER_CONCURRENCY, RENDER_QUEUE): one process renders a few pages
 * at a time well, and more at once only makes every one of them late. At most `running` renders at
 * once, then up to `waiting` requests in line, in order; a request past that is told at once, with 503 and Retry-After, that the site is busy
 * (in the visitor's language), never sent a page the render had no time to fill. A kept page is answered
 * before this (page-cache.ts), so visitors of the kept pages are not turned away.
 */
export function renderQueue(limits: RenderLimits): RequestHandler {
  let running = 0;
  const line: (() => void)[] = [];
  const release = () => {
    const next = line.shift();
    if (next) next();
    else running -= 1;
  };
  return (req, res, next) => {
    // Gone before reaching the line (while waiting for another's render of the same page, say): its
    // 'close' has been and will not come again, so a turn taken now would never be given back.
    if (res.closed || res.destroyed) return;
    const start = () => {
      res.once('close', release);
      next();
    };
    if (running < limits.running) {
      running += 1;
      return start();
    }
    if (line.length < limits.waiting) {
      // A visitor who leaves while in line gives up their place at once: it is not kept for them.
      const turn = () => {
        res.off('close', leave);
        start();
      };
      const leave = () => {
        const at = line.indexOf(turn);
        if (at >= 0) line.splice(at, 1);
      };
      res.once('close', leave);
      return void line.push(turn);
    }
    busy(req, res);
  };
}

function busy(req: Request, res: Response): void {
  const lang = languageOfCookies(req.headers.cookie);
  const { title, text } = BUSY[lang];
  res.status(503).setHeader('Retry-After', '5');
  res.setHeader('Cache-Control', 'no-store');
  if (req.accepts('html') !== 'html') return void res.json({ error: text });
  res.type('html').send(`<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} · Bani Travel</title></head><body style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem"><h1>${title}</h1><p>${text}</p><p><a href="${escapeHtml(req.originalUrl)}">${lang === 'sq' ? 'Provo përsëri' : 'Try again'}</a></p></body></html>`);
}
