/* GraphQL */ `
  mutation UpdateCity($id: Int!, $input: CityUpdateInput!) {
    updateCity(id: $id, input: $input) {
      id
      name
      country {
        id
        name
      }
    }
  }
`;

export { useUpdateCityMutation } from '../../../gql/hooks';
