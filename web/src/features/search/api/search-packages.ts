/* GraphQL */ `
  query SearchPackages($filter: PackageSearchInput, $order: PackageOrder, $page: PageInput) {
    searchPackages(filter: $filter, order: $order, page: $page) {
      total
      page
      pageSize
      items {
        ...PackageCard_package
      }
    }
  }
`;

export { SearchPackagesDocument, type SearchPackagesQuery, type SearchPackagesQueryVariables } from '../../../gql/graphql';
export { useSearchPackagesQuery } from '../../../gql/hooks';
