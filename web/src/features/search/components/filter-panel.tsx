import { useState, type FormEvent } from 'react';
import { useTranslation } from '../../../lib/i18n/translation';
import { AirportSelect } from '../../../components/pickers/airport-select';
import { DateField, incompleteDates } from '../../../components/pickers/date-field';
import { DestinationPicker, type Destination } from '../../../components/pickers/destination-picker';
import { NightsSelect } from '../../../components/pickers/nights-select';
import { TravellersStepper } from '../../../components/pickers/travellers-stepper';
import { Button } from '../../../components/ui/button';
import type { SitePlacesQuery } from '../../../lib/api/places';
import { isLocalDate, todayLocal } from '../../../lib/dates';
import { limits, parseNights, type FilterValues } from '../../../lib/search-url';
import { SaleFilters, saleFilterState, type SaleFilterState } from './sale-filters';

/**
 * What the panel shows, read from the URL and nothing else: each field shows the filter the results
 * are filtered by, or that there is none ("All Airports", no date, "Te gjitha", travellers "Të
 * gjithë"). So `/search` and `/search?nrPersonave=2` never look alike, and Search Flights without a
 * change asks for the same search again (issue 16; ADR 0011).
 */
interface FormState extends SaleFilterState {
  airport: string;
  destination: Destination | null;
  /** '' = any date. */
  date: string;
  nights: string;
  /** null = any number of travellers. */
  travellers: number | null;
}

function initialState(params: URLSearchParams, places: SitePlacesQuery | undefined): FormState {
  const countryId = Number(params.get('toId')) || undefined;
  const cityId = Number(params.get('toQytetiId')) || undefined;
  const country = places?.countries.find((c) => c.id === countryId);
  const city = places?.cities.find((c) => c.id === cityId);
  const date = params.get('DepartureDate') ?? '';
  const travellers = Number(params.get('nrPersonave'));
  const nights = params.get('nrNeteve') ?? '';
  return {
    airport: params.get('fromId') ?? '',
    destination: countryId
      ? {
          countryId,
          countryName: params.get('toEmri') ?? country?.name ?? '',
          cityId,
          cityName: cityId ? (params.get('toQytetiEmri') ?? city?.name ?? '') : undefined,
        }
      : null,
    date: isLocalDate(date) ? date : '',
    nights: parseNights(nights) ? nights : '',
    travellers: Number.isInteger(travellers) && travellers >= 1 && travellers <= limits.travellers ? travellers : null,
    ...saleFilterState(params),
  };
}

interface Props {
  params: URLSearchParams;
  places: SitePlacesQuery | undefined;
  /** Called with the chosen filters (the page keeps the sort). */
  onSearch: (values: FilterValues) => void;
  onClear: () => void;
}

/** "Find Your Flight": the filters of the search page. Re-mounted whenever the URL's filters change. */
export function FilterPanel({ params, places, onSearch, onClear }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => initialState(params, places));
  // A flag, not the text: the message is worded at render, so it is in the page's language even when
  // the language changes around the click.
  const [dateIncomplete, setDateIncomplete] = useState(false);
  const today = todayLocal();
  const set = (patch: Partial<FormState>) => setForm((old) => ({ ...old, ...patch }));
  const airport = places?.airports.find((a) => String(a.id) === form.airport);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const [incomplete] = incompleteDates(event.currentTarget);
    if (incomplete) {
      setDateIncomplete(true);
      incomplete.focus();
      return;
    }
    const d = form.destination;
    onSearch({
      fromId: form.airport,
      fromEmri: airport?.name,
      toId: d?.countryId,
      toEmri: d?.countryName,
      toQytetiId: d?.cityId,
      toQytetiEmri: d?.cityId ? d.cityName : undefined,
      DepartureDate: form.date,
      nrNeteve: form.nights,
      nrPersonave: form.travellers,
      s: params.get('s'),
      priceMin: form.priceMin,
      priceMax: form.priceMax,
      board: form.board,
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="filters-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <h2 id="filters-heading" className="mb-4 text-xl font-bold text-slate-900">
        {t('search.findFlight')}
      </h2>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-1">
        <AirportSelect label={t('search.from')} airports={places?.airports ?? []} value={form.airport} onChange={(value) => set({ airport: value })} />
        <DestinationPicker
          label={t('search.destination')}
          countries={places?.countries ?? []}
          cities={places?.cities ?? []}
          value={form.destination}
          onChange={(destination) => set({ destination })}
        />
        <DateField
          label={t('search.departureDate')}
          min={today}
          value={form.date}
          error={dateIncomplete ? t('picker.dateIncomplete') : undefined}
          hint={form.date ? undefined : t('search.anyDate')}
          clearLabel={t('picker.clearDate')}
          onChange={(date) => {
            setDateIncomplete(false);
            set({ date });
          }}
        />
        <NightsSelect label={t('search.nights')} variant="search" value={form.nights} onChange={(nights) => set({ nights })} />
        <TravellersStepper label={t('search.travellers')} anyLabel={t('picker.anyTravellers')} value={form.travellers} onChange={(travellers) => set({ travellers })} />
        <SaleFilters value={form} onChange={set} />
      </div>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row lg:flex-col">
        <Button type="submit" className="flex-1">
          {t('search.submit')}
        </Button>
        <Button variant="secondary" className="flex-1" onClick={onClear}>
          {t('search.clear')}
        </Button>
      </div>
    </form>
  );
}
