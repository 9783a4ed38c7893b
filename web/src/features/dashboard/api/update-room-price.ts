/* GraphQL */ `
  mutation UpdateRoomPrice($id: Int!, $input: RoomPriceUpdateInput!) {
    updateRoomPrice(id: $id, input: $input) {
      ...DashboardRoomPriceRow
    }
  }
`;

export { useUpdateRoomPriceMutation as useUpdateRoomPrice } from '../../../gql/hooks';
