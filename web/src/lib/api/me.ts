/* GraphQL */ `
  query Me {
    me {
      id
      username
      firstName
      lastName
      role
    }
  }
`;

export { MeDocument, type MeQuery } from '../../gql/graphql';
export { useMeQuery } from '../../gql/hooks';
