/* GraphQL */ `
  query Package($id: Int!) {
    package(id: $id) {
      ...PackageCard_package
      details {
        ...PackageDetails_details
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

export { PackageDocument, type PackageQuery } from '../../../gql/graphql';
export { usePackageQuery } from '../../../gql/hooks';
