/* GraphQL */ `
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(input: { email: $email })
  }
`;

export { RequestPasswordResetDocument } from '../../../gql/graphql';
