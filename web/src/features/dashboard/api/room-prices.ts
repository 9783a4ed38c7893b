/* GraphQL */ `
  query DashboardRoomPrices {
    roomPrices {
      id
      roomType
      service
      price1
      price2
    }
  }
`;

export { useDashboardRoomPricesQuery } from '../../../gql/hooks';
export { DashboardRoomPricesDocument, type DashboardRoomPricesQuery } from '../../../gql/graphql';
