/* GraphQL */ `
  query DashboardReservations($filter: ReservationFilter, $order: ReservationOrder, $page: PageInput) {
    reservations(filter: $filter, order: $order, page: $page) {
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
