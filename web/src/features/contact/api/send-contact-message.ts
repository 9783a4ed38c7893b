/* GraphQL */ `
  mutation SendContactMessage($input: ContactInput!) {
    sendContactMessage(input: $input)
  }
`;

export { useSendContactMessageMutation } from '../../../gql/hooks';
