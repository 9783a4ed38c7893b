import type { ApolloCache } from '@apollo/client';
import type { BookPackageMutationVariables } from '../../../../gql/graphql';
import { useBookPackageMutation } from '../../../../gql/hooks';
import { evictField } from '../../../../lib/cache';

/* GraphQL */ `
  mutation BookPackage($input: BookingInput!) {
    bookPackage(input: $input) {
      id
      reference
      status
      roomType
      roomTypeEn
      board
      adults
      childAges
      total
      deposit
      balance
      balanceDueDate
      freeCancellationUntil
      expiresAt
      waitlistPosition
    }
  }
`;

/** Books: "my reservations" is asked again, and the package's cached seatsLeft dropped. */
export const useBookPackage = () =>
  useBookPackageMutation({
    refetchQueries: ['MyReservations', 'Visitor'],
    // Typed by hand: an inline callback would leave the hook's options uninferred.
    update: (cache: ApolloCache, _result: unknown, { variables }: { variables?: BookPackageMutationVariables }) => {
      if (variables) evictField(cache, 'Package', variables.input.packageId, 'seatsLeft');
    },
  });
