/* GraphQL */ `
  query DashboardTravelPlans {
    travelPlans {
      id
      departureFrom
      destinationHotel
      nightsOption
      date
      travellers
    }
  }
`;

export { useDashboardTravelPlansQuery } from '../../../gql/hooks';
export { DashboardTravelPlansDocument, type DashboardTravelPlansQuery } from '../../../gql/graphql';
