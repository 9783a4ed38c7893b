/* GraphQL */ `
  mutation UpdatePackage($id: Int!, $input: PackageUpdateInput!, $cancelBookings: Boolean) {
    updatePackage(id: $id, input: $input, cancelBookings: $cancelBookings) {
      ...DashboardPackageRow
    }
  }
`;

export { useUpdatePackageMutation as useUpdatePackage } from '../../../gql/hooks';
