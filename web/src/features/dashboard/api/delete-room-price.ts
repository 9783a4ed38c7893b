/* GraphQL */ `
  mutation DeleteRoomPrice($id: Int!) {
    deleteRoomPrice(id: $id)
  }
`;

export { useDeleteRoomPriceMutation } from '../../../gql/hooks';
