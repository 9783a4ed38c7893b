/* GraphQL */ `
  query DashboardUsers($page: PageInput) {
    users(page: $page) {
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
