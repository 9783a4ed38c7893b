/* GraphQL */ `
  query MyReservations {
    myReservations {
      id
      packageId
      title
      status
      travellers
      price
      departureDate
      returnDate
      createdAt
      reference
      roomType
      board
      adults
      childAges
      travellerNames
      total
      deposit
      balance
      balanceDueDate
      freeCancellationUntil
    }
  }
`;

export { type MyReservationsQuery } from '../../../gql/graphql';
export { useMyReservationsQuery } from '../../../gql/hooks';
