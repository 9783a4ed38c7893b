import { useSetReservationStatusMutation } from '../../../gql/hooks';

/* GraphQL */ `
  mutation SetReservationStatus($id: Int!, $status: ReservationStatus!, $reason: String) {
    setReservationStatus(id: $id, status: $status, reason: $reason) {
      ...DashboardReservationRow
    }
  }
`;

/** Confirms or cancels; the list is asked again (a status filter may no longer hold the row), and an opened booking (its history grew). */
export const useSetReservationStatus = () =>
  useSetReservationStatusMutation({ refetchQueries: ['DashboardReservations', 'DashboardReservation'], awaitRefetchQueries: true });
