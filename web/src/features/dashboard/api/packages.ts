// One row of the packages table; the create/update mutations return the same shape for the cache.
/* GraphQL */ `
  fragment DashboardPackageRow on Package {
    id
    title
    price
    persons
    nights
    roomType
    roomTypeEn
    service
    board
    departureDate
    returnDate
    rating
    seats
    seatsLeft
    flightId
    country {
      id
      name
    }
    city {
      id
      name
    }
    airport {
      id
      name
      code
    }
    image {
      ...DashboardImage
    }
  }
`;

/* GraphQL */ `
  query DashboardPackages($filter: PackageSearchInput, $order: PackageOrder, $page: PageInput) {
    allPackages(filter: $filter, order: $order, page: $page) {
      total
      page
      pageSize
      items {
        ...DashboardPackageRow
      }
    }
  }
`;

export { useDashboardPackagesQuery } from '../../../gql/hooks';
export type { DashboardPackageRowFragment } from '../../../gql/graphql';
