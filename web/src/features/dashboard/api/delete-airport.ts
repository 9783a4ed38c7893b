import { useDeleteAirportMutation } from '../../../gql/hooks';
import { evictDeleted } from '../../../lib/cache';

/* GraphQL */ `
  mutation DeleteAirport($id: Int!) {
    deleteAirport(id: $id)
  }
`;

export const useDeleteAirport = () => useDeleteAirportMutation({ update: evictDeleted('Airport') });
