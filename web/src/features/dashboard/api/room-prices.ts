// A row of the Turkey room price table; the create and update mutations return the same shape.
/* GraphQL */ `
  fragment DashboardRoomPriceRow on RoomPrice {
    id
    roomType
    roomTypeEn
    service
    serviceEn
    price1
    price2
  }
`;

/* GraphQL */ `
  query DashboardRoomPrices {
    roomPrices {
      ...DashboardRoomPriceRow
    }
  }
`;

export { useDashboardRoomPricesQuery } from '../../../gql/hooks';
export { DashboardRoomPricesDocument } from '../../../gql/graphql';
export type { DashboardRoomPriceRowFragment } from '../../../gql/graphql';
