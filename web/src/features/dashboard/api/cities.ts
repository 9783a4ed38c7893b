/* GraphQL */ `
  query DashboardCities {
    cities {
      id
      name
      country {
        id
        name
      }
    }
  }
`;

export { useDashboardCitiesQuery } from '../../../gql/hooks';
export type { DashboardCitiesQuery } from '../../../gql/graphql';
