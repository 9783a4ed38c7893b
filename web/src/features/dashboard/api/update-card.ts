/* GraphQL */ `
  mutation UpdateCard($id: Int!, $input: CardUpdateInput!) {
    updateCard(id: $id, input: $input) {
      ...DashboardCardRow
    }
  }
`;

export { useUpdateCardMutation as useUpdateCard } from '../../../gql/hooks';
