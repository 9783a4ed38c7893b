import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { idParam } from '../../rest/body.js';
import { requireRole } from '../../rest/guards.js';
import { InvalidInputError, NotFoundError, PayloadTooLargeError } from '../../shared/errors.js';
import { STAFF } from '../users/role.js';
import { tooLargeMessage } from './base64.js';
import { toImage } from './image.type.js';
import type { MediaFiles } from './media-files.js';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
const VARIANT_NAME = /^\d{1,5}\.(webp|jpg)$/;

/**
 * `GET /media/<id>/<width>.<webp|jpg>`: the stable image URLs, cached for a year with a strong ETag.
 * Mounted before the request context: serving a picture reads no session and builds no services.
 */
export function mediaFileRoutes(files: MediaFiles): Router {
  const router = Router();
  router.get('/media/:id/:variant', async (req, res) => {
    const id = idParam(req);
    const name = String(req.params.variant).toLowerCase();
    const variant = VARIANT_NAME.test(name) ? await files.head(id, name) : null;
    if (!variant) throw new NotFoundError('Imazhi');
    res.set({
      'Content-Type': variant.contentType,
      'Cache-Control': IMMUTABLE,
      ETag: variant.etag,
      // Other sites (and the legacy client on another port) may embed our images.
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    if (etagMatches(req.get('if-none-match'), variant.etag)) {
      res.status(304).end();
      return;
    }
    res.send(await files.bytes(id, name, variant));
  });
  return router;
}

/** `POST /media`: the dashboard's multipart upload (field `file`, staff only). */
export function mediaUploadRoutes(maxImageBytes: number): Router {
  const router = Router();
  // Browsers send file names as UTF-8 ("Përmeti.jpg"); busboy's default would read them as latin1.
  const single = multer({
    storage: multer.memoryStorage(), defParamCharset: 'utf8', limits: { fileSize: maxImageBytes, files: 1, fields: 10 },
  }).single('file');

  // The role is checked before a byte of the upload is read.
  const staffOnly: RequestHandler = (req, _res, next) => {
    requireRole(req, STAFF);
    next();
  };
  const parseUpload: RequestHandler = (req, res, next) => {
    single(req, res, (err?: unknown) => next(err ? uploadError(err, maxImageBytes) : undefined));
  };

  router.post('/media', staffOnly, parseUpload, async (req, res) => {
    if (!req.file) throw new InvalidInputError({ file: 'Dërgoni imazhin si multipart/form-data në fushën "file".' });
    const media = await req.ctx.services.media.upload(req.file.buffer, req.file.originalname);
    const { id, url, srcset, width, height } = toImage(media);
    res.status(201).json({ id, url, srcset, width, height });
  });
  return router;
}

/** If-None-Match uses the weak comparison: `W/"x"` matches `"x"`; `*` matches anything. */
function etagMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').map((t) => t.trim().replace(/^W\//, '')).some((t) => t === '*' || t === etag);
}

/** Multer/busboy failures are the client's: over-size → 413, anything else (truncated form...) → 400. */
function uploadError(err: unknown, maxImageBytes: number): Error {
  if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') {
    return new PayloadTooLargeError(tooLargeMessage(maxImageBytes), { file: tooLargeMessage(maxImageBytes) });
  }
  if (err instanceof multer.MulterError && err.code === 'LIMIT_UNEXPECTED_FILE') {
    return new InvalidInputError({ file: 'Dërgoni një imazh të vetëm në fushën "file".' });
  }
  return new InvalidInputError({ file: 'Ngarkimi është i paplotë ose i pavlefshëm.' });
}
