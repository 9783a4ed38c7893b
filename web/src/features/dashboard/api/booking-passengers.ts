// A booking's travellers for staff (issue 43): what each lacks, and passports near their expiry.
/* GraphQL */ `
  query DashboardPassengers($id: Int!) {
    bookingPassengers(reservationId: $id) {
      missing
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
  }
`;

export { useDashboardPassengersQuery } from '../../../gql/hooks';
