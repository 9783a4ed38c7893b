/* GraphQL */ `
  mutation UpdateCity($id: Int!, $input: CityUpdateInput!) {
    updateCity(id: $id, input: $input) {
      ...DashboardCityRow
    }
  }
`;

export { useUpdateCityMutation as useUpdateCity } from '../../../gql/hooks';
