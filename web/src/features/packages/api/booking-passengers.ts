// A booking's travellers (issue 43): the customer's own, on the travellers page of "Rezervimet e mia".
/* GraphQL */ `
  fragment BookingPassengersList on PassengerList {
    editable
    editableUntil
    missing
    reservation {
      id
      reference
      title
      status
      departureDate
      returnDate
    }
    passengers {
      id
      position
      childAge
      surname
      givenNames
      sex
      dateOfBirth
      passportNumber
      passportExpiry
      nationality
      missing
      passportWarning
    }
  }
`;

/* GraphQL */ `
  query BookingPassengers($reservationId: Int!) {
    bookingPassengers(reservationId: $reservationId) {
      ...BookingPassengersList
    }
  }
`;

/* GraphQL */ `
  mutation UpdatePassengers($reservationId: Int!, $passengers: [PassengerInput!]!) {
    updatePassengers(reservationId: $reservationId, passengers: $passengers) {
      ...BookingPassengersList
    }
  }
`;

export { BookingPassengersDocument, UpdatePassengersDocument, type BookingPassengersListFragment } from '../../../gql/graphql';
export { useBookingPassengersQuery } from '../../../gql/hooks';
