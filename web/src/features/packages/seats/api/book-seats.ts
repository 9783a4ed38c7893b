import { useBookSeatsMutation } from '../../../../gql/hooks';

/* GraphQL */ `
  mutation BookSeats($input: SeatBookingInput!) {
    bookSeats(input: $input) {
      id
      reference
      status
      roomType
      roomTypeEn
      board
      adults
      childAges
      total
      deposit
      balance
      balanceDueDate
      freeCancellationUntil
      expiresAt
      waitlistPosition
    }
  }
`;

/** Books seats alone: "my reservations" is asked again, and the flights' seats left with it. */
export const useBookSeats = () => useBookSeatsMutation({ refetchQueries: ['MyReservations', 'Visitor', 'SearchFlights'] });
