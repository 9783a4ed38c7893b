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
        kind
        entityId
        details
        detail {
          subject
          list
          changes {
            field
            from
            to
          }
        }
        createdAt
      }
    }
  }
`;

export { useDashboardLogsQuery } from '../../../gql/hooks';
export type { DashboardLogsQuery } from '../../../gql/graphql';
