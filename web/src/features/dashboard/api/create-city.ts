import { useCreateCityMutation } from '../../../gql/hooks';
import { evictListsOf } from '../../../lib/cache';

/* GraphQL */ `
  mutation CreateCity($input: CityInput!) {
    createCity(input: $input) {
      ...DashboardCityRow
    }
  }
`;

/** Adds one; every cached city list asks the server again (the server sorts them). */
export const useCreateCity = () => useCreateCityMutation({ update: evictListsOf('cities') });
