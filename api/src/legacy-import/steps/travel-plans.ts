import { TravelPlan } from '../../modules/travel-plans/travel-plan.entity.js';
import { clamp, integer, localDate, text } from '../clean.js';
import type { LegacyRow } from '../source.js';
import { cleanRows, Skip } from '../step.js';
import { syncRows, type Planned, type RunContext, type SyncResult } from '../sync.js';

/**
 * travel_plans → travel_plans. `data` is a DATETIME Sequelize wrote at UTC midnight of the day picked:
 * its date part is the day. Travellers are kept within 1-100 (empty means 1).
 */
export async function importTravelPlans(ctx: RunContext, rows: LegacyRow[]): Promise<SyncResult> {
  const { planned, legacyIds } = await cleanRows(ctx, 'travel_plans', rows, (row, id, fixes): Planned<TravelPlan> => {
    const date = localDate(row.data);
    if (!date) throw new Skip(`data ${JSON.stringify(row.data ?? null)} is not a date`);
    const travellers = integer(row.udhetaret);
    return {
      legacyId: id,
      values: {
        departureFrom: text(row.nisja_nga, 'nisja_nga', 200, fixes),
        destinationHotel: text(row.destinimi_hoteli, 'destinimi_hoteli', 200, fixes),
        nightsOption: text(row.opsionet_neteve, 'opsionet_neteve', 100, fixes),
        date,
        travellers: travellers === null ? (fixes.add('udhetaret is empty: set to 1'), 1) : clamp(travellers, 1, 100, 'udhetaret', fixes),
      },
    };
  });
  return syncRows(ctx, { source: 'travel_plans', entity: TravelPlan, keepIds: false, rows: planned, legacyIds });
}
