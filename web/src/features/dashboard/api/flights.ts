import { useCreateFlightMutation, useDeleteFlightMutation } from '../../../gql/hooks';
import { evictDeleted, evictListsOf } from '../../../lib/cache';

// One row of the flights table (issue 43); the create and update mutations return the same shape.
/* GraphQL */ `
  fragment DashboardFlightRow on Flight {
    id
    carrier
    outboundNumber
    returnNumber
    fromAirport {
      id
      name
      code
    }
    toCode
    toCity
    outboundDepartsAt
    outboundArrivesAt
    returnDepartsAt
    returnArrivesAt
    baggage
    seatsOutbound
    seatsReturn
    seatPrice
    oneWayPrice
    block
  }
`;

/* GraphQL */ `
  query DashboardFlights($upcoming: Boolean, $page: PageInput) {
    flights(upcoming: $upcoming, page: $page) {
      total
      items {
        ...DashboardFlightRow
      }
    }
  }
`;

/* GraphQL */ `
  mutation CreateFlight($input: FlightInput!) {
    createFlight(input: $input) {
      ...DashboardFlightRow
    }
  }
`;

/* GraphQL */ `
  mutation UpdateFlight($id: Int!, $input: FlightUpdateInput!) {
    updateFlight(id: $id, input: $input) {
      ...DashboardFlightRow
    }
  }
`;

/* GraphQL */ `
  mutation DeleteFlight($id: Int!) {
    deleteFlight(id: $id)
  }
`;

export { useDashboardFlightsQuery, useUpdateFlightMutation as useUpdateFlight } from '../../../gql/hooks';
export type { DashboardFlightRowFragment } from '../../../gql/graphql';
/** Adds one; every cached flight list asks the server again (the server sorts them). */
export const useCreateFlight = () => useCreateFlightMutation({ update: evictListsOf('flights') });
export const useDeleteFlight = () => useDeleteFlightMutation({ update: evictDeleted('Flight') });
