import { useSetMessageHandledMutation } from '../../../gql/hooks';

/* GraphQL */ `
  mutation SetMessageHandled($id: Int!, $handled: Boolean!) {
    setMessageHandled(id: $id, handled: $handled) {
      ...DashboardMessageRow
    }
  }
`;

/** Marks a message (un)handled; the page is asked again, since a filter may no longer hold the row. */
export const useSetMessageHandled = () =>
  useSetMessageHandledMutation({ refetchQueries: ['DashboardContactMessages'], awaitRefetchQueries: true });
