import '../../../lib/i18n/booking-texts';
import '../../../lib/i18n/flights-texts';
import { useId } from 'react';
import { Form, useLocation, type ClientLoaderFunctionArgs, type LoaderFunctionArgs } from 'react-router';
import { AirportSelect } from '../../../components/pickers/airport-select';
import { DateField } from '../../../components/pickers/date-field';
import { fieldControl, fieldLabel } from '../../../components/pickers/field-style';
import { TravellersStepper } from '../../../components/pickers/travellers-stepper';
import { FormMessage } from '../../../components/ui/form-message';
import { SitePlacesDocument, useSitePlacesQuery } from '../../../lib/api/places';
import { todayLocal } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/translation';
import type { PageHandle } from '../../../lib/page-handle';
import { PageMeta } from '../../../lib/page-meta';
import { pageQuery, routeData } from '../../../lib/route-data';
import { useVisitorKind } from '../../../lib/visitor';
import { SearchFlightsDocument, useSearchFlightsQuery } from '../seats/api/search-flights';
import { FlightCard } from '../seats/components/flight-card';
import { FLIGHT_PARAMS, FLIGHTS_PATH, readFlightSearch, type FlightSearch } from '../seats/lib/flight-url';

/** The server keeps a rendered page per URL with these parameters (lib/page-handle.ts). */
export const handle: PageHandle = { query: FLIGHT_PARAMS };

// The results are asked before the page is drawn (on the server for the first page): they show from first paint.
const route = routeData(({ url }) => {
  const { filter } = readFlightSearch(url.searchParams);
  return [pageQuery(SitePlacesDocument, {}), ...(filter ? [pageQuery(SearchFlightsDocument, { filter })] : [])];
});
export const loader = (args: LoaderFunctionArgs) => route.loader(args);
export const clientLoader = (args: ClientLoaderFunctionArgs) => route.clientLoader(args);

/** The search again, on the page: a GET form (it works before the app runs), its URL the search. */
function FlightSearchForm({ s }: { s: FlightSearch }) {
  const { t } = useTranslation();
  const base = useId();
  const places = useSitePlacesQuery();
  return (
    <Form method="get" action={FLIGHTS_PATH} className="rounded-2xl bg-slate-50 p-4 sm:p-5" aria-label={t('banner.flight')}>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <AirportSelect label={t('flights.from')} airports={places.data?.airports ?? []} defaultValue={s.fromId} />
        <div>
          <label htmlFor={`${base}-to`} className={fieldLabel}>
            {t('flights.to')}
          </label>
          <input id={`${base}-to`} name="destinacioni" defaultValue={s.to} maxLength={60} placeholder={t('flights.toHint')} className={fieldControl} />
        </div>
        <DateField label={t('flights.date')} name="DepartureDate" defaultValue={s.date} min={todayLocal()} clearLabel={t('picker.clearDate')} />
        <div>
          <label htmlFor={`${base}-flex`} className={fieldLabel}>
            {t('flights.flex')}
          </label>
          <select id={`${base}-flex`} name="flex" defaultValue={String(s.flexDays)} className={fieldControl}>
            <option value="0">{t('flights.exactDay')}</option>
            {[1, 2, 3].map((n) => (
              <option key={n} value={String(n)}>
                {t('flights.flexDays', { count: n })}
              </option>
            ))}
          </select>
        </div>
        <TravellersStepper label={t('flights.travellers')} name="nrPersonave" defaultValue={s.travellers} min={1} max={20} />
        <fieldset>
          <legend className={fieldLabel}>{t('flights.trip')}</legend>
          <div className="flex flex-wrap gap-4 pt-2 text-sm">
            <label className="inline-flex items-center gap-2">
              <input type="radio" name="vajtje" value="" defaultChecked={!s.oneWay} /> {t('flights.returnTrip')}
            </label>
            <label className="inline-flex items-center gap-2">
              <input type="radio" name="vajtje" value="1" defaultChecked={s.oneWay} /> {t('flights.oneWay')}
            </label>
          </div>
        </fieldset>
      </div>
      <button type="submit" className="mt-4 inline-flex h-12 w-full items-center justify-center rounded-lg bg-orange-700 px-8 font-extrabold text-white hover:bg-orange-800 sm:w-auto">
        {t('flights.search')}
      </button>
    </Form>
  );
}

/** Fluturimi (issue 43, item 6): the charter flights whose seats are sold alone, found around a day, each bookable. */
export default function FlightsPage() {
  route.useHydrate();
  const { t } = useTranslation();
  const { search } = useLocation();
  const s = readFlightSearch(new URLSearchParams(search));
  const signedIn = useVisitorKind() !== 'anonymous';
  const result = useSearchFlightsQuery({ variables: { filter: s.filter ?? { date: '' } }, skip: !s.filter });
  const flights = result.data?.searchFlights ?? [];
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <PageMeta title={t('flights.title')} description={t('flights.description')} />
      <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">{t('flights.heading')}</h1>
      <p className="mb-6 mt-2 text-slate-700">{t('flights.intro')}</p>
      {/* A new search is a new form: its fields start from the URL's values. */}
      <FlightSearchForm key={search} s={s} />
      <section aria-live="polite" className="mt-8">
        {!s.filter ? (
          <p className="text-slate-700">{t('flights.chooseDate')}</p>
        ) : result.error ? (
          <FormMessage kind="error">{t('flights.error')}</FormMessage>
        ) : result.data ? (
          <>
            <p className="mb-4 font-semibold text-slate-800">{flights.length ? t('flights.found', { count: flights.length }) : t('flights.none')}</p>
            <ul className="space-y-4">
              {flights.map((f) => (
                <FlightCard key={`${f.id}-${s.oneWay}`} flight={f} oneWay={s.oneWay} seats={s.travellers} loggedIn={signedIn} />
              ))}
            </ul>
          </>
        ) : (
          <p className="text-slate-600">{t('common.loading')}</p>
        )}
      </section>
    </div>
  );
}
