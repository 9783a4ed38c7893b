// The departures screen (issue 43): per flight and package, the seats by what holds them.
/* GraphQL */ `
  query Departures($filter: DeparturesFilter, $page: PageInput) {
    departures(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        flight {
          id
          carrier
          outboundNumber
          returnNumber
          fromAirport {
            id
            code
          }
          toCode
          toCity
          outboundDepartsAt
          returnDepartsAt
        }
        block
        taken
        sold
        onOption
        waitlisted
        free
        packages {
          packageId
          title
          cap
          taken
          sold
          onOption
          waitlisted
        }
      }
      lapsing {
        id
        reference
        userName
        title
        seats
        flight
        lapsesAt
      }
    }
  }
`;

export { useDeparturesQuery } from '../../../gql/hooks';
export type { DeparturesQuery } from '../../../gql/graphql';
