/* GraphQL */ `
  mutation DeleteTravelPlan($id: Int!) {
    deleteTravelPlan(id: $id)
  }
`;

export { useDeleteTravelPlanMutation } from '../../../gql/hooks';
