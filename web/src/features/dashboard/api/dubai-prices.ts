// A row of the Abu Dhabi and Dubai price table; the create and update mutations return the same shape.
/* GraphQL */ `
  fragment DashboardDubaiPriceRow on DubaiPrice {
    id
    departure
    departureEn
    roomType
    roomTypeEn
    service
    serviceEn
    days
    price
  }
`;

/* GraphQL */ `
  query DashboardDubaiPrices {
    dubaiPrices {
      ...DashboardDubaiPriceRow
    }
  }
`;

export { useDashboardDubaiPricesQuery } from '../../../gql/hooks';
export { DashboardDubaiPricesDocument } from '../../../gql/graphql';
export type { DashboardDubaiPriceRowFragment } from '../../../gql/graphql';
