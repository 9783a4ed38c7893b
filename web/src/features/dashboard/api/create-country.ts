import { useCreateCountryMutation } from '../../../gql/hooks';
import { evictListsOf } from '../../../lib/cache';

/* GraphQL */ `
  mutation CreateCountry($input: CountryInput!) {
    createCountry(input: $input) {
      ...DashboardCountryRow
    }
  }
`;

/** Adds one; every cached country list asks the server again (the server sorts them). */
export const useCreateCountry = () => useCreateCountryMutation({ update: evictListsOf('countries') });
