/* GraphQL */ `
  mutation UpdateTravelPlan($id: Int!, $input: TravelPlanUpdateInput!) {
    updateTravelPlan(id: $id, input: $input) {
      ...DashboardTravelPlanRow
    }
  }
`;

export { useUpdateTravelPlanMutation as useUpdateTravelPlan } from '../../../gql/hooks';
