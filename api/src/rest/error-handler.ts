import type { ErrorRequestHandler } from 'express';
import { domainErrorFromDb } from '../shared/db-errors.js';
import { DomainError, TooManyRequestsError, httpStatusOf } from '../shared/errors.js';

/**
 * The REST facade's ONE error mapping: domain errors to their status with `{error, fields?, rules?}`;
 * body-parser's errors to 400/413; everything else to a masked 500 (logged with the request id, never sent).
 */
export const restErrorHandler: ErrorRequestHandler = (caught, req, res, _next) => {
  if (res.headersSent) return;
  const err: unknown = domainErrorFromDb(caught, (m) => req.log.warn(m)) ?? caught;
  if (err instanceof DomainError) {
    if (err instanceof TooManyRequestsError && err.retryAfterSeconds) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    res.status(httpStatusOf[err.code] ?? 400).json({
      error: err.message,
      ...(err.fields ? { fields: err.fields } : {}),
      ...(err.rules ? { rules: err.rules } : {}),
    });
    return;
  }
  const type = (err as { type?: string }).type;
  if (type === 'entity.parse.failed') {
    res.status(400).json({ error: 'JSON i pavlefshëm në trupin e kërkesës.' });
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json({ error: 'Kërkesa është shumë e madhe.' });
    return;
  }
  const status = (err as { status?: number }).status;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ error: 'Kërkesë e pavlefshme.' });
    return;
  }
  req.log.error({ err }, 'unexpected error');
  res.status(500).json({ error: 'Ndodhi një gabim i papritur.' });
};
