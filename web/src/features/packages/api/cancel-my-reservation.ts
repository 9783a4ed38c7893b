import { useCancelMyReservationMutation } from '../../../gql/hooks';

/* GraphQL */ `
  mutation CancelMyReservation($id: Int!) {
    cancelMyReservation(id: $id) {
      id
      status
    }
  }
`;

/**
 * Cancels, then asks the list and the visitor's parts again before saying so: a cancel changes the
 * booking's money and expiry as well as its state, and the cards' "E rezervuar" goes.
 */
export const useCancelMyReservation = () =>
  useCancelMyReservationMutation({ refetchQueries: ['MyReservations', 'Visitor'], awaitRefetchQueries: true });
