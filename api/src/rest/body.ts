import type { Request } from 'express';
import { InvalidInputError } from '../shared/errors.js';
import { assertStorableText } from '../shared/validate.js';

/** The JSON body as a plain object, or a 400: arrays, strings and null are not forms; no text PostgreSQL cannot store. */
export function bodyOf(req: Request): Record<string, unknown> {
  const b: unknown = req.body;
  if (b === undefined) return {};
  if (b === null || typeof b !== 'object' || Array.isArray(b)) {
    throw new InvalidInputError({ body: 'Trupi i kërkesës duhet të jetë objekt JSON.' });
  }
  assertStorableText(b, 'body');
  return b as Record<string, unknown>;
}

/** A route's numeric id parameter, or a 400 naming it. */
export function idParam(req: Request, name = 'id'): number {
  const raw = req.params[name];
  const n = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(n) || n < 1) throw new InvalidInputError({ [name]: `${name} duhet të jetë numër i plotë pozitiv.` });
  return n;
}
