/* GraphQL */ `
  mutation Unsubscribe($token: String!) {
    unsubscribe(token: $token)
  }
`;

export { useUnsubscribeMutation } from '../../../gql/hooks';
