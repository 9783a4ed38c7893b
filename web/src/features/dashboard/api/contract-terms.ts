import { useDashboardContractTermsQuery, usePublishContractTermsMutation } from '../../../gql/hooks';

// Issue 45: the contract terms, versioned; the owner publishes a new version.
/* GraphQL */ `
  query DashboardContractTerms {
    contractTerms {
      version
      bodySq
      bodyEn
      createdAt
      createdByName
    }
    contractTermsVersions {
      version
      bodySq
      bodyEn
      createdAt
      createdByName
    }
  }
`;

/* GraphQL */ `
  mutation PublishContractTerms($input: ContractTermsInput!) {
    publishContractTerms(input: $input) {
      version
    }
  }
`;

export { useDashboardContractTermsQuery };
export const usePublishContractTerms = () => usePublishContractTermsMutation({ refetchQueries: ['DashboardContractTerms'], awaitRefetchQueries: true });
