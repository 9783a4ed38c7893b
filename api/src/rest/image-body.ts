import express, { type RequestHandler } from 'express';
import { CARD_IMAGE_BODY_PATHS } from '../modules/cards/card.legacy.js';
import { SLIDER_IMAGE_BODY_PATHS } from '../modules/sliders/slider.legacy.js';
import { STAFF } from '../modules/users/role.js';
import { jsonBody } from '../http/json-body.js';
import { requireRole } from './guards.js';

/** Every legacy route whose JSON body carries a base64 image (all of them staff-only). */
export const IMAGE_BODY_PATHS = [...SLIDER_IMAGE_BODY_PATHS, ...CARD_IMAGE_BODY_PATHS];

/** Room for the other fields and a `data:` prefix next to the image. */
const SLACK_BYTES = 64 * 1024;

/**
 * The JSON parser of the image routes: base64 is 4/3 of the bytes, so an image of MAX_IMAGE_MB needs a
 * larger body than the 1 MB every other route keeps. Mounted after the request context and before the
 * request context; the 1 MB parser before it skips these paths (exceptImageRoutes). Its deadline is
 * `timeoutMs` (longer than other bodies': a picture is large). Over the limit → 413 (the REST
 * error handler). The role is checked BEFORE parsing: anonymous callers once made the server parse
 * 6.7 MB bodies only to be told 401 (20 at once cost 130 MB).
 */
export function imageJsonBody(maxImageBytes: number, timeoutMs: number): RequestHandler {
  const limit = Math.ceil((maxImageBytes * 4) / 3) + SLACK_BYTES;
  const parse = jsonBody(limit, timeoutMs);
  const staffFirst: RequestHandler = (req, res, next) => {
    if (req.method !== 'POST' && req.method !== 'PUT') return next();
    requireRole(req, STAFF);
    parse(req, res, next);
  };
  const router = express.Router();
  router.use(IMAGE_BODY_PATHS, staffFirst);
  return router;
}

const imagePaths = new Set(IMAGE_BODY_PATHS.map((p) => p.toLowerCase()));

/**
 * `handler` (the 1 MB JSON parser) on every path but the image routes, whose bodies are read later by
 * imageJsonBody, once the caller is known to be staff. Matched as Express matches a mount path: letter
 * case and a trailing slash do not matter, and deeper paths (`/api/cards-update/7`) belong to it.
 */
export function exceptImageRoutes(handler: RequestHandler): RequestHandler {
  return (req, res, next) => {
    const pathname = (req.originalUrl.split('?')[0] ?? '').replace(/\/+$/, '').toLowerCase();
    if ([...imagePaths].some((p) => pathname === p || pathname.startsWith(`${p}/`))) return next();
    return handler(req, res, next);
  };
}
