/* GraphQL */ `
  mutation Logout {
    logout
  }
`;

export { LogoutDocument } from '../../../gql/graphql';
export { useLogoutMutation } from '../../../gql/hooks';
