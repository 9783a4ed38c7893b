/* GraphQL */ `
  query DashboardReservations($filter: ReservationFilter, $page: PageInput) {
    reservations(filter: $filter, page: $page) {
      total
      page
      pageSize
      items {
        id
        title
        userId
        userName
        travellers
        departureDate
        returnDate
        price
        status
        createdAt
        updatedAt
      }
    }
  }
`;

export { useDashboardReservationsQuery } from '../../../gql/hooks';
export type { DashboardReservationsQuery } from '../../../gql/graphql';
