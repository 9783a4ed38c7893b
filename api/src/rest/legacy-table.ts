import type { Router } from 'express';
import { STAFF } from '../modules/users/role.js';
import type { Services } from '../services.js';
import { legacy, type LegacyVocabulary } from './legacy.js';

/** What a legacy table's routes call: the same service methods GraphQL calls. */
interface TableService<T, C, U> {
  list(): Promise<T[]>;
  create(input: C): Promise<T>;
  update(id: number, input: U): Promise<T>;
  delete(id: number): Promise<boolean>;
}

/** One legacy table (countries, price tables, travel plans...): four routes of the same shape. */
export interface LegacyTable<T, C extends object, U extends object> {
  /** Under /api; `update` and `remove` end in `/:id`. */
  paths: { list: string; add: string; update: string; remove: string };
  service(services: Services): TableService<T, C, U>;
  vocab: LegacyVocabulary;
  create: new () => C;
  patch: new () => U;
  toLegacy(row: T): object;
  /** The key wrapping the row in the answer to an add (`{ home: {...} }`); the bare row when left out. */
  addedAs?: string;
  /** The message answering a delete. */
  deleted: string;
}

/** Mounts a table's list (public), add (201), update and delete (staff) on the router. */
export function mountLegacyTable<T, C extends object, U extends object>(router: Router, t: LegacyTable<T, C, U>): void {
  const staff = { roles: STAFF, vocab: t.vocab };
  router.get(t.paths.list, legacy(async ({ services }) => (await t.service(services).list()).map((row) => t.toLegacy(row))));
  router.post(t.paths.add, legacy({ ...staff, status: 201 }, async ({ services, input }) => {
    const row = t.toLegacy(await t.service(services).create(await input(t.create)));
    return t.addedAs ? { [t.addedAs]: row } : row;
  }));
  router.put(t.paths.update, legacy(staff, async ({ services, input, id }) => {
    const patch = await input(t.patch);
    return t.toLegacy(await t.service(services).update(id(), patch));
  }));
  router.delete(t.paths.remove, legacy({ roles: STAFF }, async ({ services, id }) => {
    await t.service(services).delete(id());
    return { message: t.deleted };
  }));
}
