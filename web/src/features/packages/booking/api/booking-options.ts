/* GraphQL */ `
  query BookingOptions($id: Int!) {
    package(id: $id) {
      id
      title
      price
      persons
      departureDate
      seatsLeft
      options {
        id
        roomType
        board
        adultPrice
        singleSupplement
        childBands {
          minAge
          maxAge
          price
        }
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

export { type BookingOptionsQuery } from '../../../../gql/graphql';
export { useBookingOptionsQuery } from '../../../../gql/hooks';
