/* GraphQL */ `
  mutation UpdateAirport($id: Int!, $input: AirportUpdateInput!) {
    updateAirport(id: $id, input: $input) {
      ...DashboardAirportRow
    }
  }
`;

export { useUpdateAirportMutation as useUpdateAirport } from '../../../gql/hooks';
