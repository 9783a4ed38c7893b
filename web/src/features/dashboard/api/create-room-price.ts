/* GraphQL */ `
  mutation CreateRoomPrice($input: RoomPriceInput!) {
    createRoomPrice(input: $input) {
      id
      roomType
      service
      price1
      price2
    }
  }
`;

export { useCreateRoomPriceMutation } from '../../../gql/hooks';
