/* GraphQL */ `
  query MyFavouritesCount {
    myFavouritesCount
  }
`;

export { useMyFavouritesCountQuery } from '../../../gql/hooks';
