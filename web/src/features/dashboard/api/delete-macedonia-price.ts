import { useDeleteMacedoniaPriceMutation } from '../../../gql/hooks';
import { evictDeleted } from '../../../lib/cache';

/* GraphQL */ `
  mutation DeleteMacedoniaPrice($id: Int!) {
    deleteMacedoniaPrice(id: $id)
  }
`;

export const useDeleteMacedoniaPrice = () => useDeleteMacedoniaPriceMutation({ update: evictDeleted('MacedoniaPrice') });
