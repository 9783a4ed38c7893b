import type { TFunction } from 'i18next';
import type { DashboardFlightRowFragment as Flight } from '../../../gql/graphql';
import type { FlightInput } from '../../../gql/schema';
import type { FieldSpec, Values } from './fields';
import type { Option } from './options';

/** A charter flight's inputs (issue 43), named as FlightInput; the times as the browser's local date and time. */
export function flightFields(t: TFunction, airports: Option[]): FieldSpec[] {
  return [
    { name: 'carrier', label: t('dash.flights.carrier'), kind: 'text', required: true, placeholder: 'Chair Airlines' },
    { name: 'outboundNumber', label: t('dash.flights.outboundNumber'), kind: 'text', required: true, placeholder: 'GM 301' },
    { name: 'returnNumber', label: t('dash.flights.returnNumber'), kind: 'text', required: true, placeholder: 'GM 302' },
    { name: 'fromAirportId', label: t('dash.flights.from'), kind: 'select', required: true, options: airports },
    { name: 'toCode', label: t('dash.flights.toCode'), kind: 'text', required: true, placeholder: 'AYT' },
    { name: 'toCity', label: t('dash.flights.toCity'), kind: 'text', required: true, placeholder: 'Antalya' },
    { name: 'outboundDepartsAt', label: t('dash.flights.outboundDepartsAt'), kind: 'datetime', required: true },
    { name: 'outboundArrivesAt', label: t('dash.flights.outboundArrivesAt'), kind: 'datetime', required: true },
    { name: 'returnDepartsAt', label: t('dash.flights.returnDepartsAt'), kind: 'datetime', required: true },
    { name: 'returnArrivesAt', label: t('dash.flights.returnArrivesAt'), kind: 'datetime', required: true },
    { name: 'baggage', label: t('dash.flights.baggage'), kind: 'text', placeholder: '20 kg + 8 kg' },
    { name: 'seatsOutbound', label: t('dash.flights.seatsOutbound'), kind: 'integer', required: true, min: 0, max: 1000 },
    { name: 'seatsReturn', label: t('dash.flights.seatsReturn'), kind: 'integer', required: true, min: 0, max: 1000 },
    // Issue 43, item 6: the seats sold alone (the home's Fluturimi tab).
    { name: 'seatPrice', label: t('dash.flights.seatPrice'), kind: 'number', min: 0, max: 100000 },
    { name: 'oneWayPrice', label: t('dash.flights.oneWayPrice'), kind: 'number', min: 0, max: 100000 },
  ];
}

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as `<input type="datetime-local">` shows it, in the browser's time. */
export function localInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
const instant = (local: string) => new Date(local).toISOString();
/** A price field: empty is none (not sold alone). */
const price = (v: string | undefined) => (v?.trim() ? Number(v) : null);

export function toFlightInput(v: Values): FlightInput {
  return {
    carrier: v.carrier!.trim(), outboundNumber: v.outboundNumber!.trim(), returnNumber: v.returnNumber!.trim(), fromAirportId: Number(v.fromAirportId),
    toCode: v.toCode!.trim().toUpperCase(), toCity: v.toCity!.trim(),
    outboundDepartsAt: instant(v.outboundDepartsAt!), outboundArrivesAt: instant(v.outboundArrivesAt!), returnDepartsAt: instant(v.returnDepartsAt!), returnArrivesAt: instant(v.returnArrivesAt!),
    baggage: v.baggage?.trim() ?? '', seatsOutbound: Number(v.seatsOutbound), seatsReturn: Number(v.seatsReturn),
    seatPrice: price(v.seatPrice), oneWayPrice: price(v.oneWayPrice),
  };
}

export function flightValues(f: Flight): Values {
  return {
    carrier: f.carrier, outboundNumber: f.outboundNumber, returnNumber: f.returnNumber, fromAirportId: String(f.fromAirport.id), toCode: f.toCode, toCity: f.toCity,
    outboundDepartsAt: localInput(f.outboundDepartsAt), outboundArrivesAt: localInput(f.outboundArrivesAt), returnDepartsAt: localInput(f.returnDepartsAt),
    returnArrivesAt: localInput(f.returnArrivesAt), baggage: f.baggage, seatsOutbound: String(f.seatsOutbound), seatsReturn: String(f.seatsReturn),
    seatPrice: f.seatPrice == null ? '' : String(f.seatPrice), oneWayPrice: f.oneWayPrice == null ? '' : String(f.oneWayPrice),
  };
}

/** "GM 301 PRN → AYT": how the screens name a flight. */
export const flightLabel = (f: { outboundNumber: string; fromAirport: { code: string }; toCode: string }) => `${f.outboundNumber} ${f.fromAirport.code} → ${f.toCode}`;
