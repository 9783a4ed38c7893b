import { useSetReservationStatusMutation } from '../../../gql/hooks';

/* GraphQL */ `
  mutation SetReservationStatus($id: Int!, $status: ReservationStatus!) {
    setReservationStatus(id: $id, status: $status) {
      ...DashboardReservationRow
    }
  }
`;

/** Confirms or cancels; the page is asked again, since a status filter may no longer hold the row. */
export const useSetReservationStatus = () =>
  useSetReservationStatusMutation({ refetchQueries: ['DashboardReservations'], awaitRefetchQueries: true });
