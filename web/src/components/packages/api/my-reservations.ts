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
      ...ReservationBooking_reservation
      payment {
        paidCents
        outstandingCents
        nextDueDate
        nextDueCents
        overdue
        paidInFull
        refundOwedCents
      }
    }
  }
`;

export { MyReservationsDocument, type MyReservationsQuery } from '../../../gql/graphql';
export { useMyReservationsQuery } from '../../../gql/hooks';
