/* GraphQL */ `
  mutation Subscribe($input: SubscribeInput!) {
    subscribe(input: $input)
  }
`;

export { SubscribeDocument } from '../../../gql/graphql';
