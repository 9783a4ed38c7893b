import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AirportSelect } from '../../../components/pickers/airport-select';
import { DateField } from '../../../components/pickers/date-field';
import { DestinationPicker, type Destination } from '../../../components/pickers/destination-picker';
import { NightsSelect } from '../../../components/pickers/nights-select';
import { TravellersStepper } from '../../../components/pickers/travellers-stepper';
import { Button } from '../../../components/ui/button';
import type { SitePlacesQuery } from '../../../lib/api/places';
import { isLocalDate, todayLocal } from '../../../lib/dates';
import { parseNights, type FilterValues } from '../../../lib/search-url';

/** SPEC §4 / §9: what "Clear Filters" resets the inputs to. */
export const clearedDefaults = { nights: '0-5', travellers: 2 };

interface FormState {
  airport: string;
  destination: Destination | null;
  date: string;
  /**
   * The date shows today by default, but only filters (exactly, SPEC §5) once chosen or when it came
   * in the URL: "today, exactly" as a silent default would hide nearly every package.
   */
  dateChosen: boolean;
  nights: string;
  travellers: number;
  travellersChosen: boolean;
}

function initialState(params: URLSearchParams, cleared: boolean, places: SitePlacesQuery | undefined): FormState {
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
    date: isLocalDate(date) ? date : todayLocal(),
    dateChosen: isLocalDate(date),
    nights: parseNights(nights) ? nights : cleared ? clearedDefaults.nights : '',
    travellers: travellers >= 1 ? Math.floor(travellers) : clearedDefaults.travellers,
    travellersChosen: travellers >= 1,
  };
}

interface Props {
  params: URLSearchParams;
  cleared: boolean;
  places: SitePlacesQuery | undefined;
  /** Called with the chosen filters (the page keeps the sort). */
  onSearch: (values: FilterValues) => void;
  onClear: () => void;
}

/** "Find Your Flight": the filters of the search page. Re-mounted whenever the URL's filters change. */
export function FilterPanel({ params, cleared, places, onSearch, onClear }: Props) {
  const { t } = useTranslation();
  const [form, setForm] = useState(() => initialState(params, cleared, places));
  const today = todayLocal();
  const set = (patch: Partial<FormState>) => setForm((old) => ({ ...old, ...patch }));
  const airport = places?.airports.find((a) => String(a.id) === form.airport);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    const d = form.destination;
    onSearch({
      fromId: form.airport,
      fromEmri: airport?.name,
      toId: d?.countryId,
      toEmri: d?.countryName,
      toQytetiId: d?.cityId,
      toQytetiEmri: d?.cityId ? d.cityName : undefined,
      DepartureDate: form.dateChosen ? form.date : undefined,
      nrNeteve: form.nights,
      nrPersonave: form.travellersChosen ? form.travellers : undefined,
      s: params.get('s'),
    });
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="filters-heading" className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
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
        <div>
          <DateField label={t('search.departureDate')} min={today} value={form.date} onChange={(date) => set({ date: date || today, dateChosen: Boolean(date) })} />
          {!form.dateChosen && <p className="mt-1 text-xs text-slate-600">{t('search.anyDate')}</p>}
        </div>
        <NightsSelect label={t('search.nights')} variant="search" value={form.nights} onChange={(nights) => set({ nights })} />
        <TravellersStepper label={t('search.travellers')} value={form.travellers} onChange={(travellers) => set({ travellers, travellersChosen: true })} />
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
