import { useState } from 'react';
import { Form, Link } from 'react-router';
import { AirportSelect } from '../../../components/pickers/airport-select';
import { DateField, incompleteDates } from '../../../components/pickers/date-field';
import { DestinationPicker, type Destination } from '../../../components/pickers/destination-picker';
import { NightsSelect } from '../../../components/pickers/nights-select';
import { TravellersStepper } from '../../../components/pickers/travellers-stepper';
import { Button, buttonClass } from '../../../components/ui/button';
import type { SitePlacesQuery } from '../../../lib/api/places';
import { isLocalDate, todayLocal } from '../../../lib/dates';
import { useTranslation } from '../../../lib/i18n/translation';
import { flexDays, limits, parseNights, SEARCH_PATH, searchUrl, type SortKey } from '../../../lib/search-url';
import { SaleFilters, saleFilterState } from './sale-filters';

/** The destination the URL names, with the names the places give it. */
function destinationOf(params: URLSearchParams, places: SitePlacesQuery | undefined): Destination | null {
  const countryId = Number(params.get('toId')) || undefined;
  if (!countryId) return null;
  const cityId = Number(params.get('toQytetiId')) || undefined;
  const country = places?.countries.find((c) => c.id === countryId);
  const city = places?.cities.find((c) => c.id === cityId);
  return {
    countryId,
    countryName: params.get('toEmri') ?? country?.name ?? '',
    cityId,
    cityName: cityId ? (params.get('toQytetiEmri') ?? city?.name ?? '') : undefined,
  };
}

interface Props {
  params: URLSearchParams;
  places: SitePlacesQuery | undefined;
  sort: SortKey;
}

/**
 * "Find Your Flight": the search page's filters, a GET form to the page itself (it works before the
 * app runs; the page's loader keeps one URL per search). Each field shows the filter the results are
 * filtered by, or that there is none ("All Airports", no date, "Të gjithë"); the panel is drawn anew
 * at every navigation, so it always says what the URL says.
 */
export function FilterPanel({ params, places, sort }: Props) {
  const { t } = useTranslation();
  // A flag, not the text: the message is worded at render, in the page's language of the moment.
  const [dateIncomplete, setDateIncomplete] = useState(false);
  const date = params.get('DepartureDate') ?? '';
  const nights = params.get('nrNeteve') ?? '';
  const travellers = Number(params.get('nrPersonave'));
  const text = params.get('s');

  return (
    <Form
      method="get"
      action={SEARCH_PATH}
      noValidate
      aria-labelledby="filters-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      onSubmit={(event) => {
        // A half-filled date: said in the page's language, not by the browser's own bubble.
        const [incomplete] = incompleteDates(event.currentTarget);
        if (!incomplete) return;
        event.preventDefault();
        setDateIncomplete(true);
        incomplete.focus();
      }}
    >
      <h2 id="filters-heading" className="mb-4 text-xl font-bold text-slate-900">
        {t('search.findFlight')}
      </h2>
      {text && <input type="hidden" name="s" value={text} />}
      <input type="hidden" name="sort" value={sort} />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <AirportSelect label={t('search.from')} airports={places?.airports ?? []} defaultValue={params.get('fromId') ?? ''} />
        <DestinationPicker label={t('search.destination')} countries={places?.countries ?? []} cities={places?.cities ?? []} defaultValue={destinationOf(params, places)} />
        <DateField
          label={t('search.departureDate')}
          name="DepartureDate"
          min={todayLocal()}
          defaultValue={isLocalDate(date) ? date : ''}
          error={dateIncomplete ? t('picker.dateIncomplete') : undefined}
          hint={t('search.anyDate')}
          clearLabel={t('picker.clearDate')}
          onChange={() => setDateIncomplete(false)}
        />
        {/* A flexible date (issue 42, item 10): the departures up to three days either side of it too. */}
        <label className="-mt-2 flex items-center gap-2 text-sm font-medium text-slate-800">
          <input type="checkbox" name="flex" value={flexDays} defaultChecked={Number(params.get('flex')) > 0} className="size-4 accent-sky-700" />
          {t('search.flex')}
        </label>
        <NightsSelect label={t('search.nights')} variant="search" defaultValue={parseNights(nights) ? nights : ''} />
        <TravellersStepper
          label={t('search.travellers')}
          name="nrPersonave"
          anyLabel={t('picker.anyTravellers')}
          defaultValue={Number.isInteger(travellers) && travellers >= 1 && travellers <= limits.travellers ? travellers : null}
        />
        <SaleFilters value={saleFilterState(params)} />
      </div>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row lg:flex-col">
        <Button type="submit" className="flex-1">
          {t('search.submit')}
        </Button>
        <Link to={searchUrl({ sort })} className={`${buttonClass('secondary')} flex-1`}>
          {t('search.clear')}
        </Link>
      </div>
    </Form>
  );
}
