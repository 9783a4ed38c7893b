import type { ApolloCache } from '@apollo/client';
import type { ReservePackageMutationVariables } from '../../../gql/graphql';
import { useReservePackageMutation } from '../../../gql/hooks';
import { evictField } from '../../../lib/cache';

/* GraphQL */ `
  mutation ReservePackage($input: ReserveInput!) {
    reservePackage(input: $input) {
      id
      packageId
      status
    }
  }
`;

/**
 * Reserves seats: "my reservations" and the visitor's own query are asked again (the button then says
 * "E rezervuar"), and the package's cached seatsLeft is dropped, so every card showing it fetches the
 * new count.
 */
export const useReservePackage = () =>
  useReservePackageMutation({
    refetchQueries: ['MyReservations', 'Visitor'],
    awaitRefetchQueries: true,
    // Typed by hand: an inline callback would leave the hook's options uninferred.
    update: (cache: ApolloCache, _result: unknown, { variables }: { variables?: ReservePackageMutationVariables }) => {
      if (variables) evictField(cache, 'Package', variables.input.packageId, 'seatsLeft');
    },
  });
