/* GraphQL */ `
  mutation DeleteCity($id: Int!) {
    deleteCity(id: $id)
  }
`;

export { useDeleteCityMutation } from '../../../gql/hooks';
