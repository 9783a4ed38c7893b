import { useDeleteRoomPriceMutation } from '../../../gql/hooks';
import { evictDeleted } from '../../../lib/cache';

/* GraphQL */ `
  mutation DeleteRoomPrice($id: Int!) {
    deleteRoomPrice(id: $id)
  }
`;

export const useDeleteRoomPrice = () => useDeleteRoomPriceMutation({ update: evictDeleted('RoomPrice') });
