/* GraphQL */ `
  mutation ResetPassword($token: String!, $newPassword: String!) {
    resetPassword(input: { token: $token, newPassword: $newPassword })
  }
`;

export { useResetPasswordMutation } from '../../../gql/hooks';
