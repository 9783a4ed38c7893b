import { useAddFavouriteMutation, useRemoveFavouriteMutation } from '../../../gql/hooks';

/* GraphQL */ `
  mutation AddFavourite($packageId: Int!) {
    addFavourite(packageId: $packageId) {
      id
    }
  }
`;

/* GraphQL */ `
  mutation RemoveFavourite($packageId: Int!) {
    removeFavourite(packageId: $packageId)
  }
`;

// The hearts and the header's count follow the saved list (the visitor's own query, lib/visitor.ts).
const refetch = { refetchQueries: ['MyFavourites', 'Visitor'], awaitRefetchQueries: true };

export const useAddFavourite = () => useAddFavouriteMutation(refetch);
export const useRemoveFavourite = () => useRemoveFavouriteMutation(refetch);
