/* GraphQL */ `
  mutation RequestPasswordReset($email: String!) {
    requestPasswordReset(input: { email: $email })
  }
`;

export { useRequestPasswordResetMutation } from '../../../gql/hooks';
