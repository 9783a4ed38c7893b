/* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
      username
    }
  }
`;

export { useRegisterMutation } from '../../../gql/hooks';
