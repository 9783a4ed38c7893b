import { useDeleteCityMutation } from '../../../gql/hooks';
import { evictDeleted } from '../../../lib/cache';

/* GraphQL */ `
  mutation DeleteCity($id: Int!) {
    deleteCity(id: $id)
  }
`;

export const useDeleteCity = () => useDeleteCityMutation({ update: evictDeleted('City') });
