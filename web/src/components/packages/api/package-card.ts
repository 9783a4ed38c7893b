// One package as a PackageCard shows it (search results, favourites, its own page).
/* GraphQL */ `
  fragment PackageCard_package on Package {
    id
    title
    rating
    price
    persons
    nights
    roomType
    service
    departureDate
    returnDate
    seats
    seatsLeft
    country {
      id
      name
    }
    city {
      id
      name
    }
    airport {
      id
      label
    }
    image {
      ...MediaImage_image
    }
  }
`;
