// One row of the airports table; the create and update mutations return the same shape.
/* GraphQL */ `
  fragment DashboardAirportRow on Airport {
    id
    name
    nameEn
    code
    country {
      id
      name
    }
  }
`;

/* GraphQL */ `
  query DashboardAirports {
    airports {
      ...DashboardAirportRow
    }
  }
`;

export { useDashboardAirportsQuery } from '../../../gql/hooks';
export type { DashboardAirportRowFragment } from '../../../gql/graphql';
