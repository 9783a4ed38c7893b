/*
 * The one per-visitor query of a public page (issue 40): who is signed in, which packages they saved
 * and reserved, and how many they saved. The page's HTML is the same for every visitor of a kind (the
 * API keeps it); the browser asks this once the app runs, and the header, the hearts and the cards'
 * "E rezervuar" fill in. `me` asks Me's fields, so the root's Me is answered from the cache after it.
 */
/* GraphQL */ `
  query Visitor {
    me {
      id
      username
      firstName
      lastName
      role
    }
    myFavourites {
      id
    }
    myReservations {
      id
      packageId
      status
    }
    myFavouritesCount
  }
`;

export { VisitorDocument, type VisitorQuery } from '../../gql/graphql';
export { useVisitorQuery } from '../../gql/hooks';
