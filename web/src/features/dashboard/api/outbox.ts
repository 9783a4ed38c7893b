/* GraphQL */ `
  query DashboardOutbox($status: OutboxStatus, $page: PageInput) {
    outbox(status: $status, page: $page) {
      total
      page
      pageSize
      items {
        id
        to
        subject
        kind
        status
        attempts
        lastError
        createdAt
        sentAt
        nextAttemptAt
      }
    }
  }
`;

export { useDashboardOutboxQuery } from '../../../gql/hooks';
export type { DashboardOutboxQuery } from '../../../gql/graphql';
