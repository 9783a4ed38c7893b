import { useCreateAirportMutation } from '../../../gql/hooks';
import { evictListsOf } from '../../../lib/cache';

/* GraphQL */ `
  mutation CreateAirport($input: AirportInput!) {
    createAirport(input: $input) {
      ...DashboardAirportRow
    }
  }
`;

/** Adds one; every cached airport list asks the server again (the server sorts them). */
export const useCreateAirport = () => useCreateAirportMutation({ update: evictListsOf('airports') });
