// Two-factor sign-in (issue 41): the login's second step, enrolling an authenticator app, the profile's switch.
/* GraphQL */ `
  mutation VerifyLoginCode($code: String!) {
    verifyLoginCode(input: { code: $code }) {
      id
      username
      role
    }
  }
`;

/* GraphQL */ `
  query PendingSignIn {
    pendingSignIn {
      step
      username
      expiresAt
    }
  }
`;

/* GraphQL */ `
  mutation StartTwoFactorEnrolment($input: TwoFactorStartInput!) {
    startTwoFactorEnrolment(input: $input) {
      secret
      otpauthUri
      qrCode
      expiresAt
    }
  }
`;

/* GraphQL */ `
  mutation ConfirmTwoFactorEnrolment($code: String!) {
    confirmTwoFactorEnrolment(input: { code: $code }) {
      recoveryCodes
      user {
        id
        username
        role
        twoFactorEnabled
      }
    }
  }
`;

/* GraphQL */ `
  query MyTwoFactor {
    myTwoFactor {
      enabled
      enabledAt
      recoveryCodesLeft
      requiredForYou
    }
  }
`;

/* GraphQL */ `
  mutation RegenerateRecoveryCodes($input: TwoFactorProofInput!) {
    regenerateRecoveryCodes(input: $input)
  }
`;

/* GraphQL */ `
  mutation DisableTwoFactor($input: TwoFactorProofInput!) {
    disableTwoFactor(input: $input) {
      enabled
      enabledAt
      recoveryCodesLeft
      requiredForYou
    }
  }
`;

export { ConfirmTwoFactorEnrolmentDocument, PendingSignInDocument, StartTwoFactorEnrolmentDocument, VerifyLoginCodeDocument } from '../../../gql/graphql';
export type { StartTwoFactorEnrolmentMutation } from '../../../gql/graphql';
export {
  useConfirmTwoFactorEnrolmentMutation,
  useDisableTwoFactorMutation,
  useMyTwoFactorQuery,
  useRegenerateRecoveryCodesMutation,
  useStartTwoFactorEnrolmentMutation,
} from '../../../gql/hooks';
