export interface Destination {
  countryId: number;
  countryName: string;
  /** Set when a city was chosen; the country stays chosen too (the old picker overwrote it). */
  cityId?: number | undefined;
  cityName?: string | undefined;
}

interface Place {
  id: number;
  name: string;
}

/** A destination as the plain select writes it: "countryId", or "countryId:cityId"; '' for any. */
export function destinationValue(destination: Destination | null): string {
  if (!destination) return '';
  return destination.cityId ? `${destination.countryId}:${destination.cityId}` : String(destination.countryId);
}

/** The destination a plain select's value names among these places, or null. */
export function destinationOf(value: string, countries: Place[], cities: (Place & { country: { id: number } })[]): Destination | null {
  const match = /^(\d{1,9})(?::(\d{1,9}))?$/.exec(value);
  const country = match && countries.find((c) => c.id === Number(match[1]));
  if (!country) return null;
  const city = match[2] ? cities.find((c) => c.id === Number(match[2]) && c.country.id === country.id) : undefined;
  return { countryId: country.id, countryName: country.name, cityId: city?.id, cityName: city?.name };
}
