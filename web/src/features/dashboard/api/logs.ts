/* GraphQL */ `
  query DashboardLogs($filter: LogFilter, $order: LogOrder, $page: PageInput) {
    logs(filter: $filter, order: $order, page: $page) {
      total
      page
      pageSize
      items {
        id
        userId
        username
        action
        entity
        entityId
        details
        createdAt
      }
    }
  }
`;

export { useDashboardLogsQuery } from '../../../gql/hooks';
export type { DashboardLogsQuery } from '../../../gql/graphql';
