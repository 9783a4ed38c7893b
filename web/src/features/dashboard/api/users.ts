/* GraphQL */ `
  query DashboardUsers($order: UserOrder, $page: PageInput) {
    users(order: $order, page: $page) {
      total
      page
      pageSize
      items {
        id
        firstName
        lastName
        number
        email
        username
        role
        createdAt
      }
    }
  }
`;

export { useDashboardUsersQuery } from '../../../gql/hooks';
export type { DashboardUsersQuery } from '../../../gql/graphql';
