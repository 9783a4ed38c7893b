/* GraphQL */ `
  query MyProfile {
    me {
      id
      username
      firstName
      lastName
      number
      email
      role
      twoFactorEnabled
    }
  }
`;

/* GraphQL */ `
  mutation UpdateMyProfile($input: ProfileInput!) {
    updateMyProfile(input: $input) {
      id
      firstName
      lastName
      number
      email
    }
  }
`;

/* GraphQL */ `
  mutation ChangeMyPassword($oldPassword: String!, $newPassword: String!) {
    changeMyPassword(input: { oldPassword: $oldPassword, newPassword: $newPassword })
  }
`;

export { useChangeMyPasswordMutation, useMyProfileQuery, useUpdateMyProfileMutation } from '../../../gql/hooks';
