/* GraphQL */ `
  query DashboardPackageContent($id: Int!) {
    package(id: $id) {
      id
      title
      image {
        ...MediaImage_image
      }
      details {
        hotelName
        place
        descriptionSq
        descriptionEn
        included
        notIncluded
        airline
        outboundDeparture
        outboundArrival
        returnDeparture
        returnArrival
        baggage
      }
      gallery {
        id
        ...MediaImage_image
      }
    }
  }
`;

/* GraphQL */ `
  mutation UpdatePackageContent($packageId: Int!, $input: PackageContentInput!) {
    updatePackageContent(packageId: $packageId, input: $input) {
      id
      details {
        hotelName
        place
        descriptionSq
        descriptionEn
        included
        notIncluded
        airline
        outboundDeparture
        outboundArrival
        returnDeparture
        returnArrival
        baggage
      }
      gallery {
        id
        ...MediaImage_image
      }
    }
  }
`;

export { type DashboardPackageContentQuery } from '../../../gql/graphql';
export { useDashboardPackageContentQuery, useUpdatePackageContentMutation as useUpdatePackageContent } from '../../../gql/hooks';
