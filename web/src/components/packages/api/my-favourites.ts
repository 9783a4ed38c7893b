/* GraphQL */ `
  query MyFavourites {
    myFavourites {
      ...PackageCard_package
    }
  }
`;

export { useMyFavouritesQuery } from '../../../gql/hooks';
