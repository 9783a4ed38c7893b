/* GraphQL */ `
  query DashboardContactMessages($handled: Boolean, $page: PageInput) {
    contactMessages(handled: $handled, page: $page) {
      total
      page
      pageSize
      items {
        id
        name
        number
        email
        message
        handled
        createdAt
      }
    }
  }
`;

export { useDashboardContactMessagesQuery } from '../../../gql/hooks';
export type { DashboardContactMessagesQuery } from '../../../gql/graphql';
