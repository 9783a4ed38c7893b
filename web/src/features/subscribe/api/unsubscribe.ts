/* GraphQL */ `
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token)
  }
`;

export { UnsubscribeDocument } from '../../../gql/graphql';
