/* GraphQL */ `
  mutation DeleteCard($id: Int!) {
    deleteCard(id: $id)
  }
`;

export { useDeleteCardMutation } from '../../../gql/hooks';
