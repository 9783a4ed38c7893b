/* GraphQL */ `
  query DashboardMacedoniaPrices {
    macedoniaPrices {
      id
      roomType
      service
      inSeasonPrice
      offSeasonPrice
    }
  }
`;

export { useDashboardMacedoniaPricesQuery } from '../../../gql/hooks';
export { DashboardMacedoniaPricesDocument, type DashboardMacedoniaPricesQuery } from '../../../gql/graphql';
