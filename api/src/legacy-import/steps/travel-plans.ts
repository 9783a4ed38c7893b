import { TravelPlan } from '../../modules/travel-plans/travel-plan.entity.js';
import { todayLocal } from '../../shared/local-date.js';
import { clamp, integer, localDate, text, utcDateTime } from '../clean.js';
import type { LegacyRow } from '../source.js';
import { cleanRows, Skip } from '../step.js';
import { syncRows, type Planned, type RunContext, type SyncResult } from '../sync.js';

/**
 * travel_plans → travel_plans. `data` is a DATETIME that Sequelize wrote in UTC: the day is the one it
 * falls on in Kosovo (the UTC midnight the client's "YYYY-MM-DD" became, and a Kosovo midnight sent as
 * an ISO time, 22:00 or 23:00 UTC the evening before, both give the day picked). Travellers are kept
 * within 1-100 (empty means 1).
 */
export async function importTravelPlans(ctx: RunContext, rows: LegacyRow[]): Promise<SyncResult> {
  const { planned, legacyIds } = await cleanRows(ctx, 'travel_plans', rows, (row, id, fixes): Planned<TravelPlan> => {
    const instant = utcDateTime(row.data);
    const date = instant && /\d:\d/.test(String(row.data)) ? todayLocal(instant) : localDate(row.data);
    if (!date) throw new Skip(`data ${JSON.stringify(row.data ?? null)} is not a date`);
    if (date !== localDate(row.data)) fixes.add(`data ${JSON.stringify(row.data)} (UTC) is ${date} in Kosovo`);
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
