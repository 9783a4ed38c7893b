/* GraphQL */ `
  mutation CreateUser($input: RegisterInput!, $role: Role) {
    createUser(input: $input, role: $role) {
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

export { useCreateUserMutation } from '../../../gql/hooks';
