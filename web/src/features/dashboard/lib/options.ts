import { useEffect, useEffectEvent } from 'react';
import { useDashboardAirportsQuery } from '../api/airports';
import { useDashboardCitiesQuery } from '../api/cities';
import { useDashboardCountriesQuery } from '../api/countries';
import { useDashboardFlightsQuery } from '../api/flights';

export interface Option {
  value: string;
  label: string;
}

// SPEC §9: the default country and airport id is 1 (the legacy client's default).
export const DEFAULT_COUNTRY_ID = '1';
export const DEFAULT_AIRPORT_ID = '1';

export function useCountryOptions() {
  const { data, loading, error } = useDashboardCountriesQuery({ fetchPolicy: 'cache-and-network' });
  const options: Option[] = (data?.countries ?? []).map((c) => ({ value: String(c.id), label: c.name }));
  return { options, loading: loading && !data, error };
}

export function useAirportOptions() {
  const { data, loading, error } = useDashboardAirportsQuery({ fetchPolicy: 'cache-and-network' });
  const options: Option[] = (data?.airports ?? []).map((a) => ({ value: String(a.id), label: `${a.name} (${a.code})` }));
  return { options, loading: loading && !data, error };
}

/** The charter flights still to leave (issue 43), for a package's flight select. */
export function useFlightOptions() {
  const { data, loading, error } = useDashboardFlightsQuery({ variables: { upcoming: true, page: { pageSize: 100 } }, fetchPolicy: 'cache-and-network' });
  const options: Option[] = (data?.flights.items ?? []).map((f) => ({
    value: String(f.id), label: `${f.outboundNumber} ${f.fromAirport.code} → ${f.toCode} · ${f.outboundDepartsAt.slice(0, 10)}`,
  }));
  return { options, loading: loading && !data, error };
}

/** Every city with its country id, so a form can offer the cities of the chosen country. */
export function useCityOptions() {
  const { data, loading, error } = useDashboardCitiesQuery({ fetchPolicy: 'cache-and-network' });
  const cities = data?.cities ?? [];
  const ofCountry = (countryId: string): Option[] =>
    cities.filter((c) => String(c.country.id) === countryId).map((c) => ({ value: String(c.id), label: c.name }));
  return { ofCountry, loading: loading && !data, error };
}

/**
 * Keeps a select on a real option: once the list arrives, a value it does not contain (the default
 * id 1 deleted, say) becomes the preferred id if listed, else the first option.
 */
export function useValidSelection(value: string, options: readonly Option[], preferred: string, set: (value: string) => void) {
  const first = options[0]?.value;
  const listed = options.some((o) => o.value === value);
  const preferredListed = options.some((o) => o.value === preferred);
  // `set` may change identity every render: an effect event, so the decision depends on the values only.
  const select = useEffectEvent(set);
  useEffect(() => {
    if (!first || listed) return;
    select(preferredListed ? preferred : first);
  }, [first, listed, preferredListed, preferred]);
}
