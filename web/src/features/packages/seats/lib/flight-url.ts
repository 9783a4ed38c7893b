import type { FlightSearchInput } from '../../../../gql/schema';
import { isLocalDate } from '../../../../lib/dates';

/** The Fluturimi results' path: the home's tab sends its fields here (the search's legacy names), and so does its own form. */
export const FLIGHTS_PATH = '/fluturime';

/** Every query parameter the page reads (readFlightSearch). */
export const FLIGHT_PARAMS = ['fromId', 'destinacioni', 'toQytetiEmri', 'DepartureDate', 'flex', 'nrPersonave', 'vajtje'] as const;

/** The search as the URL gives it: what the page asks the API (null without a date), and its choices. */
export interface FlightSearch {
  filter: FlightSearchInput | null;
  oneWay: boolean;
  fromId: string;
  to: string;
  date: string;
  flexDays: number;
  travellers: number;
}

const intIn = (value: string | null, min: number, max: number): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

/**
 * Reads /fluturime?fromId=&destinacioni=&DepartureDate=&flex=&nrPersonave=&vajtje=1. The home's tab
 * names the destination with its picker (toQytetiEmri, the city); the page's own form with text. A
 * value past the API's limits is ignored like a malformed one, so the page never asks what it refuses.
 */
export function readFlightSearch(params: URLSearchParams): FlightSearch {
  const fromId = intIn(params.get('fromId'), 1, 2_147_483_647);
  const to = (params.get('destinacioni') ?? params.get('toQytetiEmri') ?? '').trim().slice(0, 60);
  const rawDate = params.get('DepartureDate') ?? '';
  const date = isLocalDate(rawDate) ? rawDate : '';
  const flexDays = intIn(params.get('flex'), 0, 3) ?? 3;
  const travellers = intIn(params.get('nrPersonave'), 1, 20) ?? 1;
  const filter = date ? { date, flexDays, travellers, ...(fromId ? { fromAirportId: fromId } : {}), ...(to ? { to } : {}) } : null;
  return { filter, oneWay: params.get('vajtje') === '1', fromId: fromId ? String(fromId) : '', to, date, flexDays, travellers };
}
