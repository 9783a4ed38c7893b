import { useDeletePackageMutation } from '../../../gql/hooks';
import { evictDeleted } from '../../../lib/cache';

/* GraphQL */ `
  mutation DeletePackage($id: Int!) {
    deletePackage(id: $id)
  }
`;

/** Deletes a package; the paged table asks for its page again (the next package moves up into it). */
export const useDeletePackage = () =>
  useDeletePackageMutation({ update: evictDeleted('Package'), refetchQueries: ['DashboardPackages'], awaitRefetchQueries: true });
