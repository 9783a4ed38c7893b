/*
 * The one per-visitor query of a public page (issue 40): who is signed in, which packages they saved
 * and reserved, and how many they saved. The page's HTML is the same for every visitor of a kind (the
 * API keeps it); the browser asks this once the app runs, and the header, the hearts and the cards'
 * "E rezervuar" fill in. `me` asks Me's fields, so the root's Me is answered from the cache after it.
 * The booked packages come as ids, not as bookings: a booking's state asked here, later than the full
 * list of "Rezervimet e mia", would replace the list's state and leave its expiry and money behind.
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
    myBookedPackageIds
    myFavouritesCount
  }
`;

export { VisitorDocument, type VisitorQuery } from '../../gql/graphql';
export { useVisitorQuery } from '../../gql/hooks';
