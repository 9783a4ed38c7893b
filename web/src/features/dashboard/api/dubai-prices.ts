/* GraphQL */ `
  query DashboardDubaiPrices {
    dubaiPrices {
      id
      departure
      roomType
      service
      days
      price
    }
  }
`;

export { useDashboardDubaiPricesQuery } from '../../../gql/hooks';
export { DashboardDubaiPricesDocument, type DashboardDubaiPricesQuery } from '../../../gql/graphql';
