/* GraphQL */ `
  mutation CreatePackage($input: PackageInput!) {
    createPackage(input: $input) {
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

export { useCreatePackageMutation } from '../../../gql/hooks';
