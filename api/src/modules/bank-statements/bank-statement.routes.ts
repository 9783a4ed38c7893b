import { Router, type RequestHandler } from 'express';
import multer from 'multer';
import { requireRole } from '../../rest/guards.js';
import { InvalidInputError, PayloadTooLargeError } from '../../shared/errors.js';
import { STAFF } from '../users/role.js';

/** A month's statement of a busy account is some hundred KB; this leaves room and keeps memory small. */
const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
const TOO_LARGE = 'Skedari është më i madh se 5 MB: ngarkoni ekstraktin e një periudhe më të shkurtër.';

/**
 * `POST /bank-statements`: a statement file (multipart, field `file`; a CSV also names its bank in
 * `format`, a camt.053 XML needs none). Staff only, checked before a byte of the file is read. Answers
 * what the upload did: `{ id, lines, credits, matched, unmatched, alreadyBooked }`.
 */
export function bankStatementRoutes(): Router {
  const router = Router();
  const single = multer({
    storage: multer.memoryStorage(), defParamCharset: 'utf8', limits: { fileSize: MAX_STATEMENT_BYTES, files: 1, fields: 5 },
  }).single('file');
  const staffOnly: RequestHandler = (req, _res, next) => {
    requireRole(req, STAFF);
    next();
  };
  const parseUpload: RequestHandler = (req, res, next) => {
    single(req, res, (err?: unknown) => next(err ? uploadError(err) : undefined));
  };

  router.post('/bank-statements', staffOnly, parseUpload, async (req, res) => {
    if (!req.file || !req.file.size) throw new InvalidInputError({ file: 'Dërgoni ekstraktin (CSV ose camt.053 XML) si multipart/form-data në fushën "file".' });
    const format = typeof req.body?.format === 'string' ? req.body.format : null;
    const s = await req.ctx.services.bankStatements.upload({ bytes: req.file.buffer, name: req.file.originalname }, format);
    res.status(201).json({ id: s.id, lines: s.lines, credits: s.credits, matched: s.matched, unmatched: s.unmatched, alreadyBooked: s.alreadyBooked });
  });
  return router;
}

/** Multer/busboy failures are the client's: over-size → 413, anything else (truncated form...) → 400. */
function uploadError(err: unknown): Error {
  if (err instanceof multer.MulterError && err.code === 'LIMIT_FILE_SIZE') return new PayloadTooLargeError(TOO_LARGE, { file: TOO_LARGE });
  if (err instanceof multer.MulterError && err.code === 'LIMIT_UNEXPECTED_FILE') return new InvalidInputError({ file: 'Dërgoni një skedar të vetëm në fushën "file".' });
  return new InvalidInputError({ file: 'Ngarkimi është i paplotë ose i pavlefshëm.' });
}
