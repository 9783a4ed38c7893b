// A travel plan (the old API's "home"); the create and update mutations return the same shape.
/* GraphQL */ `
  fragment DashboardTravelPlanRow on TravelPlan {
    id
    departureFrom
    destinationHotel
    nightsOption
    date
    travellers
  }
`;

/* GraphQL */ `
  query DashboardTravelPlans {
    travelPlans {
      ...DashboardTravelPlanRow
    }
  }
`;

export { useDashboardTravelPlansQuery } from '../../../gql/hooks';
export { DashboardTravelPlansDocument } from '../../../gql/graphql';
export type { DashboardTravelPlanRowFragment } from '../../../gql/graphql';
