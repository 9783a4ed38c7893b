// One row of the cities table; the create and update mutations return the same shape.
/* GraphQL */ `
  fragment DashboardCityRow on City {
    id
    name
    country {
      id
      name
    }
  }
`;

/* GraphQL */ `
  query DashboardCities {
    cities {
      ...DashboardCityRow
    }
  }
`;

export { useDashboardCitiesQuery } from '../../../gql/hooks';
export type { DashboardCityRowFragment } from '../../../gql/graphql';
