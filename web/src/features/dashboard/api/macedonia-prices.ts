// A row of the Macedonia hotel price table; the create and update mutations return the same shape.
/* GraphQL */ `
  fragment DashboardMacedoniaPriceRow on MacedoniaPrice {
    id
    roomType
    roomTypeEn
    service
    serviceEn
    inSeasonPrice
    offSeasonPrice
  }
`;

/* GraphQL */ `
  query DashboardMacedoniaPrices {
    macedoniaPrices {
      ...DashboardMacedoniaPriceRow
    }
  }
`;

export { useDashboardMacedoniaPricesQuery } from '../../../gql/hooks';
export { DashboardMacedoniaPricesDocument } from '../../../gql/graphql';
export type { DashboardMacedoniaPriceRowFragment } from '../../../gql/graphql';
