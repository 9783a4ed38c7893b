// The options and terms editor of one package (issue 20).
/* GraphQL */ `
  query DashboardPackageOptions($id: Int!) {
    package(id: $id) {
      id
      title
      price
      options {
        ...PackageOption_option
        roomTypeEn
        maxAdults
        maxChildren
        minPersons
      }
      terms {
        own {
          depositPercent
          balanceDueDays
          freeCancellationDays
          depositPerPersonCents
        }
        agency {
          depositPercent
          balanceDueDays
          freeCancellationDays
        }
      }
    }
  }
`;

/* GraphQL */ `
  mutation SetPackageOptions($id: Int!, $options: [PackageOptionInput!]!) {
    setPackageOptions(packageId: $id, options: $options) {
      id
    }
  }
`;

/* GraphQL */ `
  mutation SetPackageTerms($id: Int!, $terms: PackageTermsInput!) {
    setPackageTerms(packageId: $id, terms: $terms) {
      id
    }
  }
`;

export { type DashboardPackageOptionsQuery } from '../../../gql/graphql';
export { useDashboardPackageOptionsQuery, useSetPackageOptionsMutation, useSetPackageTermsMutation } from '../../../gql/hooks';
