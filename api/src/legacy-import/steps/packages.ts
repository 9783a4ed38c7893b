import { boardOfText } from '../../modules/package-options/board.js';
import { Package } from '../../modules/packages/package.entity.js';
import { Airport } from '../../modules/places/airport.entity.js';
import { Country } from '../../modules/places/country.entity.js';
import { addDays, daysBetween } from '../../shared/local-date.js';
import { clamp, integer, localDate, price, requiredText, text, type Fixes } from '../clean.js';
import type { LegacyRow } from '../source.js';
import { cleanRows, Skip } from '../step.js';
import { syncRows, type Planned, type RunContext, type SyncResult } from '../sync.js';
import { resolve, type PlaceIds } from './places.js';

/** The dates of a package: both valid, the return not before the departure, nights the days between them. */
export function packageDates(row: LegacyRow, fixes: Fixes): { departureDate: string; returnDate: string; nights: number } {
  const departureDate = localDate(row.datanisjes);
  if (!departureDate) throw new Skip(`dataNisjes ${JSON.stringify(row.datanisjes ?? null)} is not a date`);
  const legacyNights = integer(row.nrneteve);
  const nightsOk = legacyNights !== null && legacyNights >= 0 && legacyNights <= 365;
  let returnDate = localDate(row.datakthimit);
  if (!returnDate) {
    if (!nightsOk) throw new Skip(`dataKthimit ${JSON.stringify(row.datakthimit ?? null)} is not a date, and nrNeteve gives no length`);
    returnDate = addDays(departureDate, legacyNights);
    fixes.add(`dataKthimit ${JSON.stringify(row.datakthimit ?? null)} is not a date: set to dataNisjes + ${legacyNights} nights (${returnDate})`);
  } else if (returnDate < departureDate) {
    const swapped = daysBetween(returnDate, departureDate);
    const before = `dataKthimit ${returnDate} is before dataNisjes ${departureDate}`;
    if (nightsOk && swapped !== legacyNights) {
      returnDate = addDays(departureDate, legacyNights);
      fixes.add(`${before}: set to dataNisjes + ${legacyNights} nights (${returnDate})`);
    } else {
      if (swapped > 365) throw new Skip(`${before} by ${swapped} days, and nrNeteve gives no length`);
      // The two dates typed into each other's field: swapping them gives the stated number of nights.
      fixes.add(`${before}: the two dates were swapped`);
      return { departureDate: returnDate, returnDate: departureDate, nights: swapped };
    }
  }
  const span = daysBetween(departureDate, returnDate);
  if (span > 365) {
    // Beyond a package's bound: a mistyped return date, unless nrNeteve cannot say the length either.
    if (!nightsOk) throw new Skip(`dataKthimit ${returnDate} is ${span} days after dataNisjes, and nrNeteve gives no length`);
    const typed = addDays(departureDate, legacyNights);
    fixes.add(`dataKthimit ${returnDate} is ${span} days after dataNisjes: set to dataNisjes + ${legacyNights} nights (${typed})`);
    return { departureDate, returnDate: typed, nights: legacyNights };
  }
  if (!nightsOk) {
    fixes.add(`nrNeteve ${JSON.stringify(row.nrneteve ?? null)} is not 0-365: set to ${span}, the nights between the dates`);
  } else if (legacyNights !== span) {
    // The dates win (ADR 0020): the packages table checks that nights are the days between them.
    fixes.add(`nrNeteve ${legacyNights} contradicts the dates: set to ${span}, the nights between them`);
  }
  return { departureDate, returnDate, nights: span };
}

/**
 * aranzhmanet → packages, ids kept. A package needs its destination country and its departure
 * airport: the old server deleted packages together with either (ON DELETE CASCADE), so one whose
 * shtetiId or airportId is empty or points at a deleted row cannot be shown correctly and is skipped
 * (its values are in the report). Dates, nights, travellers, stars and price follow the rules above.
 */
export async function importPackages(ctx: RunContext, rows: LegacyRow[], countries: PlaceIds, airports: PlaceIds): Promise<SyncResult> {
  const { planned, legacyIds } = await cleanRows(ctx, 'aranzhmanet', rows, (row, id, fixes): Planned<Package> => {
    const countryId = resolve(row.shtetiid, 'shtetiId', 'destination country', 'shtetet', countries);
    const airportId = resolve(row.airportid, 'airportId', 'departure airport', 'airports', airports);
    const cost = price(row.cmimi, 'cmimi', fixes);
    if (cost === null) throw new Skip(`cmimi ${JSON.stringify(row.cmimi ?? null)} is not a price`);
    const dates = packageDates(row, fixes);
    const persons = integer(row.nrpersonave);
    const rating = integer(row.rating);
    return {
      legacyId: id,
      id,
      values: {
        title: requiredText(row.titulli, 'titulli', 200, fixes, `Aranzhman ${id}`),
        country: ctx.em.getReference(Country, countryId),
        airport: ctx.em.getReference(Airport, airportId),
        price: cost,
        persons: persons === null ? (fixes.add('nrPersonave is empty: set to 1'), 1) : clamp(persons, 1, 50, 'nrPersonave', fixes),
        rating: rating === null ? (fixes.add('rating is empty: set to 3'), 3) : clamp(rating, 1, 5, 'rating', fixes),
        roomType: text(row.llojidhomes, 'llojiDhomes', 100, fixes),
        service: text(row.sherbimi, 'sherbimi', 100, fixes),
        // The board the old free text names, so the search's board filter finds it (issue 42).
        board: boardOfText(typeof row.sherbimi === 'string' ? row.sherbimi : null),
        ...dates,
      },
      onInsert: { createdAt: new Date() },
    };
  });
  return syncRows(ctx, { source: 'aranzhmanet', entity: Package, keepIds: true, rows: planned, legacyIds });
}
