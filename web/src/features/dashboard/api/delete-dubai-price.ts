import { useDeleteDubaiPriceMutation } from '../../../gql/hooks';
import { evictDeleted } from '../../../lib/cache';

/* GraphQL */ `
  mutation DeleteDubaiPrice($id: Int!) {
    deleteDubaiPrice(id: $id)
  }
`;

export const useDeleteDubaiPrice = () => useDeleteDubaiPriceMutation({ update: evictDeleted('DubaiPrice') });
