import { DriverException, UniqueConstraintViolationException } from '@mikro-orm/core';
import { ConflictError, InvalidInputError, type DomainError } from './errors.js';

/** PostgreSQL SQLSTATEs that only bad input can cause (data exceptions and integrity constraints). */
const BAD_INPUT = new Set(['23502', '23514', '22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);
const DUPLICATE = 'Kjo vlerë ekziston tashmë.';

/** What PostgreSQL says about a refused statement (MikroORM copies it onto its exception). */
type DbError = DriverException & { code?: string; column?: string; constraint?: string; table?: string };

/** A unique index's name → the input field it guards and what to say when it refuses a value. */
export type UniqueFields = Record<string, readonly [field: string, message: string]>;

const camel = (s: string) => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());

/** The input field a constraint names: `<table>_<column>_check` is PostgreSQL's name for a column's own. */
function fieldOf(pg: DbError): string {
  const fromConstraint = pg.table && pg.constraint?.startsWith(`${pg.table}_`) ? /^(.*)_(check|key|fkey)$/.exec(pg.constraint.slice(pg.table.length + 1))?.[1] : undefined;
  return camel(pg.column ?? fromConstraint ?? 'input');
}

/** THE mapping of a unique violation: a 409 naming the field its index guards, in the caller's words when it knows the index. */
function uniqueConflict(pg: DbError, known: UniqueFields = {}): ConflictError {
  const [field, message] = known[pg.constraint ?? ''] ?? [fieldOf(pg), DUPLICATE];
  return new ConflictError(message, { [field]: message });
}

/**
 * Runs a write whose uniqueness the database decides (a racing twin passes any check made before):
 * a violation of one of the `known` unique indexes becomes a 409 naming its field.
 */
export async function uniqueOr409<T>(known: UniqueFields, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) throw uniqueConflict(e as DbError, known);
    throw e;
  }
}

/**
 * The last line of defence behind the input classes: a database error that only bad input can cause
 * becomes a 400 (or a 409 for a uniqueness or reference clash) instead of a 500. The input classes
 * should have refused such input first, naming the field in the caller's words; when this fires it
 * is reported to `warn` (the edge's request logger) so that the validation can be completed. Found by
 * security/fuzz.test.ts (e.g. a name of only spaces passed `IsNotEmpty`, was trimmed to "" and broke
 * the `length(trim(name)) > 0` check).
 */
export function domainErrorFromDb(e: unknown, warn?: (message: string) => void): DomainError | undefined {
  if (!(e instanceof DriverException)) return undefined;
  const pg = e as DbError;
  const code = pg.code ?? '';
  if (!BAD_INPUT.has(code) && code !== '23505' && code !== '23503') return undefined;
  warn?.(`input reached the database unvalidated: ${code} ${pg.table ?? ''}.${pg.column ?? pg.constraint ?? ''}`);
  if (code === '23505') return uniqueConflict(pg);
  const field = fieldOf(pg);
  if (code === '23503') {
    // Deleting a row others still point at is a conflict; pointing at a row that is not there is bad input.
    if (/update or delete on table/.test(e.message)) return new ConflictError('Ky rresht përdoret ende nga të dhëna të tjera.');
    return new InvalidInputError({ [field]: `${field} i referohet diçkaje që nuk ekziston.` });
  }
  return new InvalidInputError({ [field]: `${field} nuk është i vlefshëm.` });
}
