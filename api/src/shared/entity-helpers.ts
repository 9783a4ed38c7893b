import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ConflictError, InvalidInputError, NotFoundError } from './errors.js';

/** Loads a row by id or throws NotFound naming what was looked for. */
export async function findOr404<T extends object>(
  em: EntityManager, cls: EntityClass<T>, id: number, what: string, populate: string[] = [],
): Promise<T> {
  const found = await em.findOne(cls, { id } as never, { populate: populate as never });
  if (!found) throw new NotFoundError(what);
  return found;
}

/** A referenced row (e.g. a package's country) or a 400 naming the input field that points nowhere. */
export async function refOr400<T extends object>(em: EntityManager, cls: EntityClass<T>, id: number, field: string, what: string): Promise<T> {
  const found = await em.findOne(cls, { id } as never);
  if (!found) throw new InvalidInputError({ [field]: `${what} me id ${id} nuk ekziston.` });
  return found;
}

/** Refuses to delete a row others still point at, naming them ("3 qytete, 2 aeroporte"). */
export function assertUnreferenced(what: string, refs: [count: number, label: string][]): void {
  const used = refs.filter(([n]) => n > 0).map(([n, label]) => `${n} ${label}`);
  if (used.length) throw new ConflictError(`${what} nuk mund të fshihet: përdoret nga ${used.join(', ')}.`);
}

/** Copies the defined keys of a partial update onto an entity; returns the previous values for the log. */
export function applyPatch<T extends object>(target: T, patch: Partial<T>, nullable: readonly string[] = []): Record<string, unknown> {
  const before: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(patch)) {
    // GraphQL lets a client send null for an optional input field: for a required column that means
    // "not given" (keep the stored value), never a NOT NULL violation.
    if (v === undefined || (v === null && !nullable.includes(k))) continue;
    before[k] = (target as Record<string, unknown>)[k];
    (target as Record<string, unknown>)[k] = v;
  }
  return before;
}
