/* GraphQL */ `
  query Package($id: Int!) {
    package(id: $id) {
      ...PackageCard_package
    }
  }
`;

export { usePackageQuery } from '../../../gql/hooks';
