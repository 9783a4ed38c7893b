/* GraphQL */ `
  mutation CreateAirport($input: AirportInput!) {
    createAirport(input: $input) {
      id
      name
      code
      country {
        id
        name
      }
    }
  }
`;

export { useCreateAirportMutation } from '../../../gql/hooks';
