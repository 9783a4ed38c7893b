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

// The hearts and the header's count follow the saved list.
const refetch = { refetchQueries: ['MyFavourites', 'MyFavouritesCount'], awaitRefetchQueries: true };

export const useAddFavourite = () => useAddFavouriteMutation(refetch);
export const useRemoveFavourite = () => useRemoveFavouriteMutation(refetch);
