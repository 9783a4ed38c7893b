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

export { useAddFavouriteMutation, useRemoveFavouriteMutation } from '../../../gql/hooks';
