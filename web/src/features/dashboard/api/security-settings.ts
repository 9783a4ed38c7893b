// The owner's security settings (issue 41): whether staff sign in with a second factor; resetting one.
/* GraphQL */ `
  query SecuritySettings {
    securitySettings {
      staffTwoFactorRequired
    }
  }
`;

/* GraphQL */ `
  mutation SetStaffTwoFactorRequired($required: Boolean!) {
    setStaffTwoFactorRequired(required: $required) {
      staffTwoFactorRequired
    }
  }
`;

/* GraphQL */ `
  mutation ResetTwoFactor($userId: Int!) {
    resetTwoFactor(userId: $userId) {
      id
      twoFactorEnabled
    }
  }
`;

export { useResetTwoFactorMutation, useSecuritySettingsQuery, useSetStaffTwoFactorRequiredMutation } from '../../../gql/hooks';
