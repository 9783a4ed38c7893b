/* GraphQL */ `
  mutation SetMessageHandled($id: Int!, $handled: Boolean!) {
    setMessageHandled(id: $id, handled: $handled) {
      id
      name
      number
      email
      message
      handled
      createdAt
    }
  }
`;

export { useSetMessageHandledMutation } from '../../../gql/hooks';
