/* GraphQL */ `
  query DashboardCountries {
    countries {
      id
      name
    }
  }
`;

export { useDashboardCountriesQuery } from '../../../gql/hooks';
export type { DashboardCountriesQuery } from '../../../gql/graphql';
