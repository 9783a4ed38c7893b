/* GraphQL */ `
  mutation UpdatePackage($id: Int!, $input: PackageUpdateInput!) {
    updatePackage(id: $id, input: $input) {
      id
      title
      price
      persons
      nights
      roomType
      service
      departureDate
      returnDate
      rating
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
        name
        code
      }
    }
  }
`;

export { useUpdatePackageMutation } from '../../../gql/hooks';
