/* GraphQL */ `
  query RoomPrices {
    roomPrices {
      id
      roomType
      service
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
      roomType
      service
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
      service
      inSeasonPrice
      offSeasonPrice
    }
  }
`;

export { DubaiPricesDocument, MacedoniaPricesDocument, RoomPricesDocument } from '../../../gql/graphql';
export { useDubaiPricesQuery, useMacedoniaPricesQuery, useRoomPricesQuery } from '../../../gql/hooks';
