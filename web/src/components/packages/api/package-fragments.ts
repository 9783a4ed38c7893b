// Fragments that the site and the dashboard read alike: a package's page content, one price option,
// and the booking part of a reservation. One definition each, so a new field reaches both sides.
/* GraphQL */ `
  fragment PackageDetails_details on PackageDetails {
    hotelName
    place
    placeEn
    descriptionSq
    descriptionEn
    included
    notIncluded
    includedEn
    notIncludedEn
    airline
    outboundDeparture
    outboundArrival
    returnDeparture
    returnArrival
    baggage
    baggageEn
  }
`;

/* GraphQL */ `
  fragment PackageOption_option on PackageOption {
    id
    roomType
    roomTypeEn
    board
    adultPrice
    singleSupplement
    childBands {
      minAge
      maxAge
      price
    }
  }
`;

/* GraphQL */ `
  fragment ReservationBooking_reservation on Reservation {
    reference
    roomType
    roomTypeEn
    board
    adults
    childAges
    travellerNames
    total
    deposit
    balance
    balanceDueDate
    freeCancellationUntil
    expiresAt
    waitlistPosition
  }
`;
