/* GraphQL */ `
  query BookingDocuments($reservationId: Int!) {
    bookingDocuments(reservationId: $reservationId) {
      reservationId
      pending
      documents {
        id
        kind
        number
        version
        paymentId
        createdAt
        urlSq
        urlEn
      }
    }
  }
`;

export { type BookingDocumentsQuery } from '../../../gql/graphql';
export { useBookingDocumentsQuery } from '../../../gql/hooks';
