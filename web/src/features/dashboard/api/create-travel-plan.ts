import { CreateTravelPlanDocument, DashboardTravelPlansDocument } from '../../../gql/graphql';
import { useCreateTravelPlanMutation } from '../../../gql/hooks';
import { appendCreated } from '../../../lib/cache';

/* GraphQL */ `
  mutation CreateTravelPlan($input: TravelPlanInput!) {
    createTravelPlan(input: $input) {
      ...DashboardTravelPlanRow
    }
  }
`;

/** Adds a row; the cached table shows it at once. */
export const useCreateTravelPlan = () =>
  useCreateTravelPlanMutation({ update: appendCreated(CreateTravelPlanDocument, DashboardTravelPlansDocument, 'travelPlans', (data) => data.createTravelPlan) });
