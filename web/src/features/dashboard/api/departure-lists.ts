// The departure lists (issue 46, item 3): a flight's passenger name list, a hotel's rooming list, and
// what the page picks them from (the flights, the hotels arriving).
/* GraphQL */ `
  query DepartureListFlights {
    flights(upcoming: true, page: { pageSize: 100 }) {
      items {
        id
        carrier
        outboundNumber
        fromAirport {
          id
          code
        }
        toCode
        toCity
        outboundDepartsAt
      }
    }
  }
`;

/* GraphQL */ `
  query DepartureListFlightManifest($flightId: Int!) {
    flightManifest(flightId: $flightId) {
      missing
      infants
      passengers {
        reference
        status
        surname
        givenNames
        sex
        dateOfBirth
        passportNumber
        passportExpiry
        nationality
        childAge
        infant
        oneWay
        missing
        passportWarning
      }
    }
  }
`;

/* GraphQL */ `
  query DepartureListRoomingChoices($period: ArrivalPeriodInput) {
    roomingChoices(period: $period) {
      hotel
      arrival
      rooms
      guests
    }
  }
`;

/* GraphQL */ `
  query DepartureListRooming($input: RoomingListInput!) {
    roomingList(input: $input) {
      hotel
      arrival
      guests
      missingNames
      rooms {
        reference
        status
        roomType
        board
        adults
        childAges
        arrival
        departure
        missingNames
        guests {
          surname
          givenNames
          childAge
        }
      }
    }
  }
`;

export {
  useDepartureListFlightManifestQuery, useDepartureListFlightsQuery, useDepartureListRoomingChoicesQuery, useDepartureListRoomingQuery,
} from '../../../gql/hooks';
export type { DepartureListFlightManifestQuery, DepartureListRoomingQuery } from '../../../gql/graphql';
