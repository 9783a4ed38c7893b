/* GraphQL */ `
  mutation UpdateRoomPrice($id: Int!, $input: RoomPriceUpdateInput!) {
    updateRoomPrice(id: $id, input: $input) {
      id
      roomType
      service
      price1
      price2
    }
  }
`;

export { useUpdateRoomPriceMutation } from '../../../gql/hooks';
