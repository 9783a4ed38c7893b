/* GraphQL */ `
  mutation CancelMyReservation($id: Int!) {
    cancelMyReservation(id: $id) {
      id
      status
    }
  }
`;

export { useCancelMyReservationMutation } from '../../../gql/hooks';
