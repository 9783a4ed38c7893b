/* GraphQL */ `
  mutation DeleteCountry($id: Int!) {
    deleteCountry(id: $id)
  }
`;

export { useDeleteCountryMutation } from '../../../gql/hooks';
