/* GraphQL */ `
  query BookingOptions($id: Int!) {
    package(id: $id) {
      id
      title
      price
      persons
      departureDate
      seatsLeft
      bookable
      options {
        ...PackageOption_option
      }
      terms {
        depositPercent
        balanceDueDays
        freeCancellationDays
        balanceDueDate
        freeCancellationUntil
      }
    }
  }
`;

export { BookingOptionsDocument, type BookingOptionsQuery } from '../../../../gql/graphql';
export { useBookingOptionsQuery } from '../../../../gql/hooks';
