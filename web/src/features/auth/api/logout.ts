/* GraphQL */ `
  mutation Logout {
    logout
  }
`;

export { useLogoutMutation } from '../../../gql/hooks';
