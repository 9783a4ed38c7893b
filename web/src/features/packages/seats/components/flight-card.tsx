import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import type { SearchFlightsQuery } from '../../../../gql/graphql';
import { formatAgencyTime, formatEuro } from '../../../../lib/format';
import { useTranslation } from '../../../../lib/i18n/translation';
import { SeatBookingForm } from './seat-booking-form';

type Flight = SearchFlightsQuery['searchFlights'][number];

/** One flight of the results: the legs, the baggage, the price per seat and the seats left; its booking form on demand. */
export function FlightCard({ flight, oneWay, seats, loggedIn }: { flight: Flight; oneWay: boolean; seats: number; loggedIn: boolean }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const at = (iso: string) => formatAgencyTime(iso, i18n.language);
  const legs: [string, string, string, string][] = [[t('flights.outbound'), flight.outboundNumber, flight.outboundDepartsAt, flight.outboundArrivesAt]];
  if (!oneWay) legs.push([t('flights.inbound'), flight.returnNumber, flight.returnDepartsAt, flight.returnArrivesAt]);
  const headingId = `flight-${flight.id}`;
  return (
    <li aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-bold text-slate-900">
            {flight.fromName} ({flight.fromCode}) → {flight.toCity} ({flight.toCode})
          </h2>
          <p className="text-sm text-slate-700">{flight.carrier}</p>
        </div>
        <div className="text-right">
          <p className="text-xs text-slate-600">{t('flights.pricePerSeat')}</p>
          <p className="text-2xl font-extrabold text-sky-800">{formatEuro(oneWay ? flight.oneWayPrice : flight.seatPrice)}</p>
          <p className="text-sm font-semibold text-slate-700">{t('flights.seatsLeft', { count: flight.seatsLeft })}</p>
        </div>
      </div>
      <dl className="mt-3 grid gap-2 text-sm sm:grid-cols-2">
        {legs.map(([label, number, departs, arrives]) => (
          <div key={label} className="rounded-xl bg-slate-50 p-3">
            <dt className="font-semibold text-slate-900">
              {label} · {number}
            </dt>
            <dd className="text-slate-700">
              {at(departs)} → {at(arrives).split(', ').pop()}
            </dd>
          </div>
        ))}
      </dl>
      {flight.baggage && (
        <p className="mt-2 text-sm text-slate-700">
          {t('flights.baggage')}: {flight.baggage}
        </p>
      )}
      <div className="mt-3">
        <Button variant={open ? 'secondary' : 'primary'} aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('flights.hide') : t('flights.book')}
        </Button>
      </div>
      {open && (
        <section aria-label={t('flights.formTitle')} className="mt-4 border-t border-slate-200 pt-4">
          <SeatBookingForm flightId={flight.id} oneWay={oneWay} seats={seats} loggedIn={loggedIn} />
        </section>
      )}
    </li>
  );
}
