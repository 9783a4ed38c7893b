import { useDeletePackageMutation } from '../../../gql/hooks';
import { evictDeleted } from '../../../lib/cache';

/* GraphQL */ `
  mutation DeletePackage($id: Int!, $cancelBookings: Boolean) {
    deletePackage(id: $id, cancelBookings: $cancelBookings)
  }
`;

/**
 * Deletes a package (with `cancelBookings`, its active bookings cancelled and their customers mailed,
 * issue 42); the paged table asks for its page again (the next package moves up into it).
 */
export const useDeletePackage = () =>
  useDeletePackageMutation({ update: evictDeleted('Package'), refetchQueries: ['DashboardPackages'], awaitRefetchQueries: true });
