import { useDeleteCardMutation } from '../../../gql/hooks';
import { evictDeleted } from '../../../lib/cache';

/* GraphQL */ `
  mutation DeleteCard($id: Int!) {
    deleteCard(id: $id)
  }
`;

export const useDeleteCard = () => useDeleteCardMutation({ update: evictDeleted('Card') });
