// One row of the countries table; the create and update mutations return the same shape.
/* GraphQL */ `
  fragment DashboardCountryRow on Country {
    id
    name
  }
`;

/* GraphQL */ `
  query DashboardCountries {
    countries {
      ...DashboardCountryRow
    }
  }
`;

export { useDashboardCountriesQuery } from '../../../gql/hooks';
export type { DashboardCountryRowFragment } from '../../../gql/graphql';
