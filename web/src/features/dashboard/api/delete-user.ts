import { useDeleteUserMutation } from '../../../gql/hooks';
import { evictDeleted } from '../../../lib/cache';

/* GraphQL */ `
  mutation DeleteUser($id: Int!) {
    deleteUser(id: $id)
  }
`;

/** Deletes an account: gone from the cache, the clients count and the paged table asked again. */
export const useDeleteUser = () =>
  useDeleteUserMutation({
    update: evictDeleted('User', 'usersCount'),
    refetchQueries: ['DashboardUsers'],
    awaitRefetchQueries: true,
  });
