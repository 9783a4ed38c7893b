/* GraphQL */ `
  mutation Subscribe($input: SubscribeInput!) {
    subscribe(input: $input)
  }
`;

export { useSubscribeMutation } from '../../../gql/hooks';
