import { useAddReservationNoteMutation } from '../../../gql/hooks';

// One booking for staff (issue 42): the row's facts, the customer's contact now, internal notes and history.
/* GraphQL */ `
  query DashboardReservation($id: Int!) {
    reservation(id: $id) {
      ...DashboardReservationRow
      ...ReservationMoney
      packageId
      customerNow {
        email
        phone
      }
      notes {
        id
        text
        authorName
        createdAt
      }
      history {
        id
        action
        username
        createdAt
        detail {
          changes {
            field
            from
            to
          }
        }
      }
    }
  }
`;

/* GraphQL */ `
  mutation AddReservationNote($id: Int!, $input: ReservationNoteInput!) {
    addReservationNote(id: $id, input: $input) {
      id
    }
  }
`;

export { useDashboardReservationQuery } from '../../../gql/hooks';
export type { DashboardReservationQuery } from '../../../gql/graphql';

/** A note, then the booking again (its notes and history both grew). */
export const useAddReservationNote = () => useAddReservationNoteMutation({ refetchQueries: ['DashboardReservation'], awaitRefetchQueries: true });
