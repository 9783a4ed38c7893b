/* GraphQL */ `
  mutation UpdateUser($id: Int!, $input: UserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      id
      firstName
      lastName
      number
      email
      username
      role
      createdAt
    }
  }
`;

export { useUpdateUserMutation } from '../../../gql/hooks';
