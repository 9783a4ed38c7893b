// One row of the reservations table; the status mutation returns the same shape.
/* GraphQL */ `
  fragment DashboardReservationRow on Reservation {
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
    ...ReservationBooking_reservation
    customerEmail
    customerPhone
    passengersMissing
    partnerAgencyId
    partnerAgencyName
  }
`;

/* GraphQL */ `
  query DashboardReservations($filter: ReservationFilter, $order: ReservationOrder, $page: PageInput) {
    reservations(filter: $filter, order: $order, page: $page) {
      total
      page
      pageSize
      items {
        ...DashboardReservationRow
      }
    }
  }
`;

export { useDashboardReservationsQuery } from '../../../gql/hooks';
export type { DashboardReservationRowFragment } from '../../../gql/graphql';
