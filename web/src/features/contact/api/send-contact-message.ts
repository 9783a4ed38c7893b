/* GraphQL */ `
  mutation SendContactMessage($input: ContactInput!) {
    sendContactMessage(input: $input)
  }
`;

export { SendContactMessageDocument } from '../../../gql/graphql';
