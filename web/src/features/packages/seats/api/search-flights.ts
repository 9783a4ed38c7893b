/* GraphQL */ `
  query SearchFlights($filter: FlightSearchInput!) {
    searchFlights(filter: $filter) {
      id
      carrier
      outboundNumber
      returnNumber
      fromCode
      fromName
      toCode
      toCity
      outboundDepartsAt
      outboundArrivesAt
      returnDepartsAt
      returnArrivesAt
      baggage
      seatPrice
      oneWayPrice
      seatsLeft
    }
  }
`;

export { SearchFlightsDocument, type SearchFlightsQuery } from '../../../../gql/graphql';
export { useSearchFlightsQuery } from '../../../../gql/hooks';
