import { useCreateUserMutation } from '../../../gql/hooks';
import { evictListsOf } from '../../../lib/cache';

/* GraphQL */ `
  mutation CreateUser($input: RegisterInput!, $role: Role) {
    createUser(input: $input, role: $role) {
      ...DashboardUserRow
    }
  }
`;

/** Adds an account; the cached user pages and the clients count ask the server again. */
export const useCreateUser = () => useCreateUserMutation({ update: evictListsOf('users', 'usersCount') });
