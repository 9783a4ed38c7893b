/* GraphQL */ `
  mutation DeleteAirport($id: Int!) {
    deleteAirport(id: $id)
  }
`;

export { useDeleteAirportMutation } from '../../../gql/hooks';
