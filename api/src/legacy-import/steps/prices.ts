import { DubaiPrice } from '../../modules/prices/dubai-price.entity.js';
import { MacedoniaPrice } from '../../modules/prices/macedonia-price.entity.js';
import { RoomPrice } from '../../modules/prices/room-price.entity.js';
import { clamp, integer, price, text, type Fixes } from '../clean.js';
import type { LegacyRow } from '../source.js';
import { cleanRows, Skip } from '../step.js';
import { syncRows, type RunContext, type SyncResult } from '../sync.js';

/** A required price column: a row without a usable price is skipped. */
function required(value: unknown, field: string, fixes: Fixes): number {
  const p = price(value, field, fixes);
  if (p === null) throw new Skip(`${field} ${JSON.stringify(value ?? null)} is not a price`);
  return p;
}

/** RoomPrices → room_prices (the Turkey table). */
export async function importRoomPrices(ctx: RunContext, rows: LegacyRow[]): Promise<SyncResult> {
  const { planned, legacyIds } = await cleanRows(ctx, 'RoomPrices', rows, (row, id, fixes) => ({
    legacyId: id,
    values: {
      roomType: text(row.room_type, 'room_type', 100, fixes),
      service: text(row.service, 'service', 100, fixes),
      price1: required(row.price_1, 'price_1', fixes),
      price2: required(row.price_2, 'price_2', fixes),
    },
  }));
  return syncRows(ctx, { source: 'RoomPrices', entity: RoomPrice, keepIds: false, rows: planned, legacyIds });
}

/** Dubai_prices → dubai_prices; `udhetimi` (DECIMAL) is the trip's length in whole days, 1-365. */
export async function importDubaiPrices(ctx: RunContext, rows: LegacyRow[]): Promise<SyncResult> {
  const { planned, legacyIds } = await cleanRows(ctx, 'Dubai_prices', rows, (row, id, fixes) => {
    const days = integer(row.udhetimi);
    if (days === null || days < 1) throw new Skip(`udhetimi ${JSON.stringify(row.udhetimi ?? null)} is not a number of days`);
    if (Number(row.udhetimi) !== days) fixes.add(`udhetimi ${String(row.udhetimi)} read as ${days} days`);
    return {
      legacyId: id,
      values: {
        departure: text(row.nisja, 'nisja', 100, fixes),
        roomType: text(row.tipi_dhomes, 'tipi_dhomes', 100, fixes),
        service: text(row.sherbimi, 'sherbimi', 100, fixes),
        days: clamp(days, 1, 365, 'udhetimi', fixes),
        price: required(row.cmimi, 'cmimi', fixes),
      },
    };
  });
  return syncRows(ctx, { source: 'Dubai_prices', entity: DubaiPrice, keepIds: false, rows: planned, legacyIds });
}

/** Maqedoni_prices → macedonia_prices. */
export async function importMacedoniaPrices(ctx: RunContext, rows: LegacyRow[]): Promise<SyncResult> {
  const { planned, legacyIds } = await cleanRows(ctx, 'Maqedoni_prices', rows, (row, id, fixes) => ({
    legacyId: id,
    values: {
      roomType: text(row.lloji_dhomes, 'lloji_dhomes', 100, fixes),
      service: text(row.sherbimi, 'sherbimi', 100, fixes),
      inSeasonPrice: required(row.gjat_sezones, 'gjat_sezones', fixes),
      offSeasonPrice: required(row.jasht_sezones, 'jasht_sezones', fixes),
    },
  }));
  return syncRows(ctx, { source: 'Maqedoni_prices', entity: MacedoniaPrice, keepIds: false, rows: planned, legacyIds });
}
