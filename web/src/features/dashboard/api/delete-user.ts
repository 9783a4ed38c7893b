/* GraphQL */ `
  mutation DeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`;

export { useDeleteUserMutation } from '../../../gql/hooks';
