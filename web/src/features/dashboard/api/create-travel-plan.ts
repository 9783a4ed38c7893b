/* GraphQL */ `
  mutation CreateTravelPlan($input: TravelPlanInput!) {
    createTravelPlan(input: $input) {
      id
      departureFrom
      destinationHotel
      nightsOption
      date
      travellers
    }
  }
`;

export { useCreateTravelPlanMutation } from '../../../gql/hooks';
