import { useDeleteTravelPlanMutation } from '../../../gql/hooks';
import { evictDeleted } from '../../../lib/cache';

/* GraphQL */ `
  mutation DeleteTravelPlan($id: Int!) {
    deleteTravelPlan(id: $id)
  }
`;

export const useDeleteTravelPlan = () => useDeleteTravelPlanMutation({ update: evictDeleted('TravelPlan') });
