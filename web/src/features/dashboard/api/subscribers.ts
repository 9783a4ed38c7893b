/* GraphQL */ `
  query DashboardSubscribers($page: PageInput) {
    subscribers(page: $page) {
      total
      page
      pageSize
      items {
        id
        email
        createdAt
        unsubscribedAt
      }
    }
  }
`;

export { useDashboardSubscribersQuery } from '../../../gql/hooks';
export type { DashboardSubscribersQuery } from '../../../gql/graphql';
