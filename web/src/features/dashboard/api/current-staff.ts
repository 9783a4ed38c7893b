/* GraphQL */ `
  query DashboardMe {
    me {
      id
      role
    }
  }
`;

export { useDashboardMeQuery } from '../../../gql/hooks';
