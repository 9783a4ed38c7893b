// One row of the users table; the create and update mutations return the same shape.
/* GraphQL */ `
  fragment DashboardUserRow on User {
    id
    firstName
    lastName
    number
    email
    username
    role
    twoFactorEnabled
    createdAt
  }
`;

/* GraphQL */ `
  query DashboardUsers($order: UserOrder, $page: PageInput) {
    users(order: $order, page: $page) {
      total
      page
      pageSize
      items {
        ...DashboardUserRow
      }
    }
  }
`;

export { useDashboardUsersQuery } from '../../../gql/hooks';
export type { DashboardUserRowFragment } from '../../../gql/graphql';
