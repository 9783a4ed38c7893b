/* GraphQL */ `
  mutation Register($input: RegisterInput!) {
    register(input: $input) {
      id
      username
    }
  }
`;

export { RegisterDocument } from '../../../gql/graphql';
