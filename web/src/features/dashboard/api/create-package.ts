/* GraphQL */ `
  mutation CreatePackage($input: PackageInput!) {
    createPackage(input: $input) {
      ...DashboardPackageRow
    }
  }
`;

export { useCreatePackageMutation } from '../../../gql/hooks';
