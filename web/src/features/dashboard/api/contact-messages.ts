// One row of the contact messages table; the handled mutation returns the same shape.
/* GraphQL */ `
  fragment DashboardMessageRow on ContactMessage {
    id
    name
    number
    email
    message
    handled
    createdAt
  }
`;

/* GraphQL */ `
  query DashboardContactMessages($handled: Boolean, $page: PageInput) {
    contactMessages(handled: $handled, page: $page) {
      total
      page
      pageSize
      items {
        ...DashboardMessageRow
      }
    }
  }
`;

export { useDashboardContactMessagesQuery } from '../../../gql/hooks';
export type { DashboardMessageRowFragment } from '../../../gql/graphql';
