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
    roomTypeEn
    service
    board
    departureDate
    returnDate
    seats
    seatsLeft
    country {
      id
      name
      nameEn
    }
    city {
      id
      name
      nameEn
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
