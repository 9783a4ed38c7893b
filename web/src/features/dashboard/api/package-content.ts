// What the dashboard's package page editor reads and gets back after a save.
/* GraphQL */ `
  fragment DashboardPackageContent on Package {
    id
    title
    details {
      ...PackageDetails_details
    }
    gallery {
      id
      ...MediaImage_image
    }
  }
`;

/* GraphQL */ `
  query DashboardPackageContent($id: Int!) {
    package(id: $id) {
      ...DashboardPackageContent
    }
  }
`;

/* GraphQL */ `
  mutation UpdatePackageContent($packageId: Int!, $input: PackageContentInput!) {
    updatePackageContent(packageId: $packageId, input: $input) {
      ...DashboardPackageContent
    }
  }
`;

export { type DashboardPackageContentQuery } from '../../../gql/graphql';
export { useDashboardPackageContentQuery, useUpdatePackageContentMutation as useUpdatePackageContent } from '../../../gql/hooks';
