/* GraphQL */ `
  query UsersCount {
    usersCount
  }
`;

export { useUsersCountQuery } from '../../../gql/hooks';
