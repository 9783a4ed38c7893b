import { useCreatePackageMutation } from '../../../gql/hooks';
import { evictListsOf } from '../../../lib/cache';

/* GraphQL */ `
  mutation CreatePackage($input: PackageInput!) {
    createPackage(input: $input) {
      ...DashboardPackageRow
    }
  }
`;

/** Adds a package; every cached package search (site and dashboard) asks the server again. */
export const useCreatePackage = () => useCreatePackageMutation({ update: evictListsOf('searchPackages', 'allPackages') });
