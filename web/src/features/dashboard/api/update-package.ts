/* GraphQL */ `
  mutation UpdatePackage($id: Int!, $input: PackageUpdateInput!) {
    updatePackage(id: $id, input: $input) {
      ...DashboardPackageRow
    }
  }
`;

export { useUpdatePackageMutation as useUpdatePackage } from '../../../gql/hooks';
