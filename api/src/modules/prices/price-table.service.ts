import type { EntityClass } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../users/actor.js';
import { applyPatch, findOr404 } from '../../shared/entity-helpers.js';
import { audit, describeChanges, describeValues, LogAction, LogKind } from '../logs/audit.js';
import { DubaiPrice } from './dubai-price.entity.js';
import { MacedoniaPrice } from './macedonia-price.entity.js';
import { RoomPrice } from './room-price.entity.js';
import type {
  DubaiPriceInput, DubaiPriceUpdateInput, MacedoniaPriceInput, MacedoniaPriceUpdateInput, RoomPriceInput, RoomPriceUpdateInput,
} from './price.inputs.js';

/** One price table: its entity, what a refusal calls it, its kind in the log, and how the log names a row. */
export interface PriceTable<T> {
  entity: EntityClass<T>;
  what: string;
  kind: LogKind.ROOM_PRICE | LogKind.DUBAI_PRICE | LogKind.MACEDONIA_PRICE;
  label(row: T): string;
}

export const ROOM_PRICES: PriceTable<RoomPrice> = { entity: RoomPrice, what: 'Çmim dhome Turqi', kind: LogKind.ROOM_PRICE, label: (r) => `${r.roomType} / ${r.service}` };
export const DUBAI_PRICES: PriceTable<DubaiPrice> = { entity: DubaiPrice, what: 'Çmim Dubai', kind: LogKind.DUBAI_PRICE, label: (r) => `${r.departure} / ${r.roomType}` };
export const MACEDONIA_PRICES: PriceTable<MacedoniaPrice> = { entity: MacedoniaPrice, what: 'Çmim Maqedoni', kind: LogKind.MACEDONIA_PRICE, label: (r) => `${r.roomType} / ${r.service}` };

/** Full CRUD of one price table; every change writes its activity-log row in the same transaction. */
export class PriceTableService<T extends { id: number }, C extends object, U extends object> {
  constructor(
    private readonly em: EntityManager,
    private readonly actor: Actor | null,
    private readonly table: PriceTable<T>,
  ) {}

  /** Every row, in the order they were added (never capped). */
  list(): Promise<T[]> {
    return this.em.find(this.table.entity, {}, { orderBy: { id: 'asc' } as never });
  }

  create(input: C): Promise<T> {
    return this.em.transactional(async (em) => {
      const row = em.create(this.table.entity, trimmed(input) as never);
      await em.flush();
      audit(em, this.actor, LogAction.ADD, this.table.kind, row.id, { subject: this.table.label(row), changes: describeValues(trimmed(input)) });
      return row;
    });
  }

  /** Missing (or null) keys keep their stored values. */
  update(id: number, input: U): Promise<T> {
    return this.em.transactional(async (em) => {
      const row = await findOr404(em, this.table.entity, id, this.table.what);
      const label = this.table.label(row);
      const patch = trimmed(input) as Partial<T>;
      const before = applyPatch(row, patch);
      audit(em, this.actor, LogAction.EDIT, this.table.kind, id, { subject: label, changes: describeChanges(before, patch) });
      return row;
    });
  }

  delete(id: number): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const row = await findOr404(em, this.table.entity, id, this.table.what);
      em.remove(row);
      audit(em, this.actor, LogAction.DELETE, this.table.kind, id, { subject: this.table.label(row) });
      return true;
    });
  }
}

export type RoomPriceService = PriceTableService<RoomPrice, RoomPriceInput, RoomPriceUpdateInput>;
export type DubaiPriceService = PriceTableService<DubaiPrice, DubaiPriceInput, DubaiPriceUpdateInput>;
export type MacedoniaPriceService = PriceTableService<MacedoniaPrice, MacedoniaPriceInput, MacedoniaPriceUpdateInput>;

/** Strings trimmed; undefined and null dropped (GraphQL may send null for "unchanged"). */
function trimmed(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input)
    .filter(([, v]) => v !== undefined && v !== null)
    .map(([k, v]) => [k, typeof v === 'string' ? v.trim() : v]));
}
