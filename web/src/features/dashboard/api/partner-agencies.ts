import {
  useCreatePartnerAgencyMutation, useCreatePartnerUserMutation, useDashboardPartnerAgenciesQuery, useSetPartnerAgencyActiveMutation, useUpdatePartnerAgencyMutation,
} from '../../../gql/hooks';

/* GraphQL */ `
  query DashboardPartnerAgencies {
    partnerAgencies {
      id
      name
      contactName
      email
      phone
      commissionPercent
      creditLimitCents
      openBalanceCents
      active
      users {
        id
        username
        firstName
        lastName
        email
      }
    }
  }
`;

/* GraphQL */ `
  mutation CreatePartnerAgency($input: PartnerAgencyInput!) {
    createPartnerAgency(input: $input) {
      id
    }
  }
`;

/* GraphQL */ `
  mutation UpdatePartnerAgency($id: Int!, $input: PartnerAgencyInput!) {
    updatePartnerAgency(id: $id, input: $input) {
      id
    }
  }
`;

/* GraphQL */ `
  mutation SetPartnerAgencyActive($input: PartnerAgencyActiveInput!) {
    setPartnerAgencyActive(input: $input) {
      id
      active
    }
  }
`;

/* GraphQL */ `
  mutation CreatePartnerUser($input: PartnerUserInput!) {
    createPartnerUser(input: $input) {
      id
    }
  }
`;

export { useDashboardPartnerAgenciesQuery };
const again = { refetchQueries: ['DashboardPartnerAgencies'], awaitRefetchQueries: true };
export const useCreatePartnerAgency = () => useCreatePartnerAgencyMutation(again);
export const useUpdatePartnerAgency = () => useUpdatePartnerAgencyMutation(again);
export const useSetPartnerAgencyActive = () => useSetPartnerAgencyActiveMutation(again);
export const useCreatePartnerUser = () => useCreatePartnerUserMutation(again);
