/* GraphQL */ `
  query RoomPrices {
    roomPrices {
      id
      roomType
      roomTypeEn
      service
      serviceEn
      price1
      price2
    }
  }
`;

/* GraphQL */ `
  query DubaiPrices {
    dubaiPrices {
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
  }
`;

/* GraphQL */ `
  query MacedoniaPrices {
    macedoniaPrices {
      id
      roomType
      roomTypeEn
      service
      serviceEn
      inSeasonPrice
      offSeasonPrice
    }
  }
`;

export { DubaiPricesDocument, MacedoniaPricesDocument, RoomPricesDocument } from '../../../gql/graphql';
export { useDubaiPricesQuery, useMacedoniaPricesQuery, useRoomPricesQuery } from '../../../gql/hooks';
