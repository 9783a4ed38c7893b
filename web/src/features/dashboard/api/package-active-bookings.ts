import { useApolloClient } from '@apollo/client/react';
import { useCallback } from 'react';
import { PackageActiveBookingsDocument } from '../../../gql/graphql';

/* GraphQL */ `
  query PackageActiveBookings($id: Int!) {
    packageActiveBookings(id: $id)
  }
`;

/** Asks, at the moment staff press Delete, how many active bookings a package has (never from the cache). */
export function useAskActiveBookings() {
  const client = useApolloClient();
  return useCallback(
    async (id: number) => (await client.query({ query: PackageActiveBookingsDocument, variables: { id }, fetchPolicy: 'network-only' })).data?.packageActiveBookings ?? 0,
    [client],
  );
}
