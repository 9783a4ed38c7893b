/* GraphQL */ `
  mutation UpdateUser($id: Int!, $input: UserUpdateInput!) {
    updateUser(id: $id, input: $input) {
      ...DashboardUserRow
    }
  }
`;

export { useUpdateUserMutation as useUpdateUser } from '../../../gql/hooks';
