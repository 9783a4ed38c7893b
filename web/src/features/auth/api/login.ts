/* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      id
      username
      role
    }
  }
`;

export { LoginDocument } from '../../../gql/graphql';
