/* GraphQL */ `
  query Package($id: Int!) {
    package(id: $id) {
      ...PackageCard_package
      details {
        hotelName
        place
        descriptionSq
        descriptionEn
        included
        notIncluded
        airline
        outboundDeparture
        outboundArrival
        returnDeparture
        returnArrival
        baggage
      }
      gallery {
        ...MediaImage_image
      }
      otherDepartures {
        id
        departureDate
        returnDate
        nights
        price
        seatsLeft
        airport {
          id
          label
        }
      }
    }
  }
`;

export { type PackageQuery } from '../../../gql/graphql';
export { usePackageQuery } from '../../../gql/hooks';
