/* GraphQL */ `
  query DashboardAirports {
    airports {
      id
      name
      code
      country {
        id
        name
      }
    }
  }
`;

export { useDashboardAirportsQuery } from '../../../gql/hooks';
export type { DashboardAirportsQuery } from '../../../gql/graphql';
