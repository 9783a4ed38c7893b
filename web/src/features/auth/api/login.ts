/* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      id
      username
      role
    }
  }
`;

export { useLoginMutation } from '../../../gql/hooks';
