// One mail of the outbox, opened (issue 42): its text with one-time links masked, and sending a failed one again.
/* GraphQL */ `
  query DashboardOutboxMail($id: Int!) {
    outboxMail(id: $id) {
      id
      to
      subject
      kind
      text
      status
      attempts
      lastError
      createdAt
      sentAt
      nextAttemptAt
    }
  }
`;

/* GraphQL */ `
  mutation ResendMail($id: Int!) {
    resendMail(id: $id) {
      id
      status
      attempts
      lastError
      nextAttemptAt
    }
  }
`;

export { useDashboardOutboxMailQuery, useResendMailMutation } from '../../../gql/hooks';
export type { DashboardOutboxMailQuery } from '../../../gql/graphql';
