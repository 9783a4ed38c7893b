/* GraphQL */ `
  query MyFavourites {
    myFavourites {
      ...PackageCard_package
    }
  }
`;

export { MyFavouritesDocument } from '../../../gql/graphql';
export { useMyFavouritesQuery } from '../../../gql/hooks';
