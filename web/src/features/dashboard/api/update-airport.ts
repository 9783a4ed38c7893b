/* GraphQL */ `
  mutation UpdateAirport($id: Int!, $input: AirportUpdateInput!) {
    updateAirport(id: $id, input: $input) {
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

export { useUpdateAirportMutation } from '../../../gql/hooks';
