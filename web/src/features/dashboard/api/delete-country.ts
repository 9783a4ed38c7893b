import { useDeleteCountryMutation } from '../../../gql/hooks';
import { evictDeleted } from '../../../lib/cache';

/* GraphQL */ `
  mutation DeleteCountry($id: Int!) {
    deleteCountry(id: $id)
  }
`;

export const useDeleteCountry = () => useDeleteCountryMutation({ update: evictDeleted('Country') });
