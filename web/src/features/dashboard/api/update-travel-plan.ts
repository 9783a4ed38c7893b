/* GraphQL */ `
  mutation UpdateTravelPlan($id: Int!, $input: TravelPlanUpdateInput!) {
    updateTravelPlan(id: $id, input: $input) {
      id
      departureFrom
      destinationHotel
      nightsOption
      date
      travellers
    }
  }
`;

export { useUpdateTravelPlanMutation } from '../../../gql/hooks';
